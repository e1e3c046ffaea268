import type { Config } from 'vike/types';

export default {
  // This folder is the root of filesystem routing: src/ui/pages/index is `/`, not `/ui`.
  filesystemRoutingRoot: '/',
} satisfies Config;
