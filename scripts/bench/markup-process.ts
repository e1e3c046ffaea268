// Child process of the bench: times the text-markup parser (src/core/common/markup.ts) on 100 KB
// hostile inputs and prints one line, `MARKUP=<json>`. Run: `node --import tsx scripts/bench/markup-process.ts`.
import { parseMarkup } from '../../src/core/common/markup';

const SIZE = 100_000;
const RUNS = 30;
const WARMUP = 5;
// The inputs that were quadratic (runs of '[' and '*'), and ordinary text with markup in it.
const INPUTS: Record<string, string> = {
  '[': '[',
  '*': '*',
  '[a](': '[a](',
  '** *': '** *',
  prose: 'Hoi %member%, **welkom** bij *mij*: [kijk hier](https://www.example.nl/free)\n',
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const results = Object.entries(INPUTS).map(([name, unit]) => {
  const text = unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
  const times: number[] = [];
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const started = performance.now();
    parseMarkup(text, { origin: 'https://www.example.nl', member: 'jan' });
    if (run >= WARMUP) times.push(performance.now() - started);
  }
  return {
    input: name,
    chars: text.length,
    minMs: Math.min(...times),
    medianMs: median(times),
    maxMs: Math.max(...times),
  };
});
console.log(`MARKUP=${JSON.stringify(results)}`);
