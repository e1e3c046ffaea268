import type { Plugin } from 'vite';

// V8's explicit compile hint (Chrome 136 on): a script that starts with this comment has all its
// functions compiled as it loads, on a background thread while it streams, instead of each one on
// the main thread the first time it is called. A page's first load calls most of its code at once
// (the router's start, the tab's set-up, the first pass of hydration), and so does a lazy chunk
// when it arrives (the container and the use-cases at idle, a page's part, a modal): on a slow
// phone those compilations were a good part of the long tasks (docs/decisions.md, 30 "Compile hints on every chunk").
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What the plugin needs of an output chunk (Rollup's and Rolldown's OutputChunk have it). */
export interface ChunkInfo {
  type: 'chunk';
  code: string;
}

export type Bundle = Record<string, ChunkInfo | { type: 'asset' }>;

/**
 * Puts the compile hint at the top of every chunk of the client build: the first loads' and the
 * lazy ones. A chunk's name keeps the hash of the code without it: the hint is the same on every
 * build, so a name still changes exactly when the code does.
 */
export function compileHints(): Plugin {
  return {
    name: 'camsite:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After Vite's own generateBundle, which starts a chunk that preloads the dependencies of a
      // lazy import with `const __vite__mapDeps=…`. A hint below that line did not take: in the
      // chunk with vike's router, V8 compiled its functions on first call all the same.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle as unknown as Bundle))
          if (output.type === 'chunk' && !output.code.startsWith(COMPILE_HINT))
            output.code = COMPILE_HINT + output.code;
      },
    },
  };
}
