// Static imports between the client build's chunks that go round in a circle. A chunk in such a
// circle can run before the chunk it imports has run, and then reads its bindings undefined: a
// library's wrapper called at the top of the chunk throws, and the lazy part that needed it never
// shows (docs/decisions.md, 28 "The lazy code in chunks by ring"). build/chunks.ts must not make any.

/**
 * Every circle in a graph of static imports (file → the files it imports, as the build manifest
 * gives them: `manifestImports` in scripts/bench/first-load-js.mjs), each as the files along it.
 */
export function chunkCycles(imports) {
  const state = new Map(); // 'open' while on the path, 'done' after
  const cycles = [];
  const visit = (file, path) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next, path);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of imports.keys()) if (!state.has(file)) visit(file, []);
  return cycles;
}
