import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { frameChunks, lazyChunkName } from './build/chunks.ts';
import { compileHints } from './build/compile-hints.ts';
import { precompress } from './build/precompress.ts';

// Pages live under src/ui/pages; vike discovers every `+` file below the root by itself, and
// src/ui/pages/+config.ts makes that folder the root of filesystem routing.
export default defineConfig({
  // react: JSX with React's runtime and, in `npm run dev`, Fast Refresh (a component edited in
  // place keeps its state).
  // compileHints: every chunk compiles as it loads, off the main thread (build/compile-hints.ts);
  // precompress: the client's text files in Brotli and gzip, which the server sends as they are.
  plugins: [react(), vike(), compileHints(), precompress()],
  // modulePreload: a lazy import does not insert a <link rel=modulepreload> for each file it
  // needs: on a phone those insertions were a good part of the start's long tasks (docs/decisions.md,
  // 29 "Lazy chunks load without Vite's preload links"). The page's first load keeps vike's links.
  build: { target: 'es2022', modulePreload: false },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // vike adds a group of its own for stylesheets, named by a function without a label; the
          // bundler's note about it asks for a label in its timing report only (ours have one).
          onLog(level, log, handler) {
            if (log.code !== 'MISSING_CODE_SPLITTING_GROUP_DEBUG_NAME') handler(level, log);
          },
          output: {
            // The frame in two chunks (its libraries; the app's frame with vike's client router)
            // instead of the dozen that automatic splitting makes of it, because lazy chunks
            // (modals, drawers, features) share a few of its small modules. Every page loads all of
            // them anyway, so this only saves each file's gzip overhead and the imports and exports
            // between them in every page's first load (`npm run size`), with the same modules
            // loaded. Lazy chunks import what they share from the frame, which is
            // loaded by then. Client build only: the server's bundle stays as it was.
            codeSplitting: {
              groups: [
                {
                  debugName: 'vendor',
                  name: (id, graph) => (frameChunks(graph).vendor.has(id) ? 'vendor' : null),
                  test: (id) => !id.endsWith('.css'),
                  // frameChunks already holds every static import of each chunk.
                  includeDependenciesRecursively: false,
                  priority: 2,
                },
                {
                  debugName: 'frame',
                  name: (id, graph) => (frameChunks(graph).frame.has(id) ? 'frame' : null),
                  test: (id) => !id.endsWith('.css'),
                  includeDependenciesRecursively: false,
                  priority: 1,
                },
                {
                  // The lazy code in a chunk per ring (build/chunks.ts).
                  debugName: 'lazy code by ring',
                  name: lazyChunkName,
                  test: (id) => !id.endsWith('.css'),
                  includeDependenciesRecursively: false,
                  priority: 0,
                },
              ],
            },
          },
        },
      },
    },
  },
});
