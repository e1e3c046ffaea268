// Static imports between the client build's chunks that go round in a circle. A chunk in such a
// circle can run before the chunk it imports has run, and then reads its bindings undefined: a
// library's wrapper called at the top of the chunk throws, and the lazy part that needed it never
// shows (docs/decisions.md, "The lazy code in chunks by ring"). vite.chunks.ts must not make any.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

const STATIC_IMPORT = /(?:import|export)\s*(?:[^'"`;]*?from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`][^"'`]+["'`]\s*\)/g;

/** The chunk files of a client build's assets directory (entries and chunks). */
function chunkFiles(assetsDir) {
  return ['entries', 'chunks'].flatMap((folder) =>
    readdirSync(join(assetsDir, folder))
      .filter((name) => name.endsWith('.js'))
      .map((name) => resolve(assetsDir, folder, name)),
  );
}

/** Each chunk's static imports of other chunks (dynamic `import()`s left out: they run later). */
function staticImports(files) {
  const imports = new Map();
  for (const file of files) {
    const code = readFileSync(file, 'utf8').replace(DYNAMIC_IMPORT, '');
    imports.set(
      file,
      [...code.matchAll(STATIC_IMPORT)].map((match) => resolve(dirname(file), match[1])),
    );
  }
  return imports;
}

/** Every circle of static imports in the build, each as the file names along it. */
export function chunkCycles(assetsDir) {
  const imports = staticImports(chunkFiles(assetsDir));
  const state = new Map(); // 'open' while on the path, 'done' after
  const cycles = [];
  const visit = (file, path) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 'open')
        cycles.push([...path.slice(path.indexOf(next)), next].map((f) => basename(f)));
      else if (!state.has(next)) visit(next, path);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of imports.keys()) if (!state.has(file)) visit(file, []);
  return cycles;
}
