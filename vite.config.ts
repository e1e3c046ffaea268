import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

// Pages live under src/ui/pages; vike discovers every `+` file below the root by itself, and
// src/ui/pages/+config.ts makes that folder the root of filesystem routing.
export default defineConfig({
  plugins: [react(), vike()],
  build: { target: 'es2022' },
});
