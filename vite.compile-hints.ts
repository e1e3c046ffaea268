import type { Plugin } from 'vite';

// V8's explicit compile hint (Chrome 136 on): a script that starts with this comment has all its
// functions compiled as it loads, on a background thread while it streams, instead of each one on
// the main thread the first time it is called. A page's first load calls most of its code at once
// (the router's start, the tab's set-up, the first pass of hydration), and on a slow phone those
// compilations are a good part of its long tasks (docs/decisions.md, "Compile hints").
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What the plugin needs of an output chunk (Rollup's and Rolldown's OutputChunk have it). */
export interface ChunkInfo {
  type: 'chunk';
  /** The name the chunking gave it (vite.chunks.ts), or the bundler's own. */
  name?: string;
  isEntry: boolean;
  imports: readonly string[];
  code: string;
}

export type Bundle = Record<string, ChunkInfo | { type: 'asset' }>;

/**
 * The chunks of some page's first load: the entries (vike's client router and each page) with
 * every chunk they import statically. A chunk that only `import()` reaches loads on demand, and
 * only part of it may run; it keeps V8's lazy compilation.
 */
export function firstLoadChunks(bundle: Bundle): Set<string> {
  const chunks = new Set<string>();
  const queue = Object.entries(bundle)
    .filter(([, output]) => output.type === 'chunk' && output.isEntry)
    .map(([fileName]) => fileName);
  for (let fileName = queue.pop(); fileName !== undefined; fileName = queue.pop()) {
    const output = bundle[fileName];
    if (chunks.has(fileName) || output?.type !== 'chunk') continue;
    chunks.add(fileName);
    queue.push(...output.imports);
  }
  return chunks;
}

/** The first-load chunks, and the lazy chunks named in `idleChunks`. */
export function hintedChunks(bundle: Bundle, idleChunks: readonly string[]): Set<string> {
  const chunks = firstLoadChunks(bundle);
  for (const [fileName, output] of Object.entries(bundle))
    if (output.type === 'chunk' && output.name !== undefined && idleChunks.includes(output.name))
      chunks.add(fileName);
  return chunks;
}

/**
 * Puts the compile hint at the top of the first-load chunks of the client build, and of the lazy
 * chunks named in `idleChunks`: those every tab loads at idle and runs most of at once. Their
 * names keep the hash of the code without it: the hint is the same on every build, so a name
 * still changes exactly when the code does.
 */
export function compileHints(idleChunks: readonly string[] = []): Plugin {
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
        const outputs = bundle as unknown as Bundle;
        for (const fileName of hintedChunks(outputs, idleChunks)) {
          const chunk = outputs[fileName];
          if (chunk?.type === 'chunk' && !chunk.code.startsWith(COMPILE_HINT))
            chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
