// Reads V8 .cpuprofile files (node --cpu-prof) and sums self time by frame and by package.
import { readFileSync } from 'node:fs';

/** `react-dom`, `@brillout/json-serializer`, `(site)` for our own code, or `(node)` / `(vm)`. */
export function packageOf(url) {
  if (!url) return '(vm)';
  if (url.startsWith('node:')) return '(node)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules === -1) return url.includes('/dist/server/') || url.includes('/src/') ? '(site)' : '(other)';
  const [first = '', second = ''] = url.slice(modules + '/node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** A frame's name: function, file (from the package on) and line. */
function frameName({ functionName, url, lineNumber }) {
  const file = url ? url.replace(/^.*\/node_modules\//, '').replace(/^.*\/(dist|src)\//, '$1/') : '';
  return `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}` : ''}`.trim();
}

/** Self milliseconds of every frame and package over the profiles, and their sum. */
export function summarise(files) {
  const frames = new Map();
  const packages = new Map();
  let total = 0;
  for (const file of files) {
    const profile = JSON.parse(readFileSync(file, 'utf8'));
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, index) => {
      const ms = (profile.timeDeltas[index] ?? 0) / 1000;
      const { callFrame } = byId.get(id);
      if (callFrame.functionName === '(idle)') return;
      total += ms;
      const special = ['(garbage collector)', '(program)'].includes(callFrame.functionName);
      const pkg = special ? callFrame.functionName : packageOf(callFrame.url);
      const name = frameName(callFrame);
      frames.set(name, (frames.get(name) ?? 0) + ms);
      packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
    });
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return { total, frames: sorted(frames), packages: sorted(packages) };
}

/** The summary as text: the top `count` frames and packages with their shares of the busy time. */
export function formatSummary({ total, frames, packages }, count = 10) {
  const share = (ms) => `${((100 * ms) / total).toFixed(1).padStart(5)}%`;
  return [
    `busy ${(total / 1000).toFixed(1)} s`,
    `top ${count} frames by self time:`,
    ...frames.slice(0, count).map(([name, ms]) => `  ${share(ms)}  ${name}`),
    'by package:',
    ...packages.slice(0, count + 5).map(([name, ms]) => `  ${share(ms)}  ${name}`),
  ].join('\n');
}
