import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../../build/precompress';

const SCRIPT = `export const cards = ${JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, name: `Performer ${id}` })))};`;

async function writeBuild(files: Record<string, string | Buffer>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  // As Vite hands it over after writing: scripts as chunks with their code, other files as assets.
  const bundle = Object.fromEntries(
    Object.entries(files).map(([name, body]) => [
      name,
      name.endsWith('.js') ? { type: 'chunk', code: String(body) } : { type: 'asset', source: body },
    ]),
  );
  const hook = precompress().writeBundle as (options: { dir: string }, bundle: object) => Promise<void>;
  await hook({ dir }, bundle);
  return dir;
}

describe('the precompressed copies of the client build', () => {
  it('are a Brotli and a gzip copy of each text file, which decode to the file', async () => {
    const dir = await writeBuild({
      'assets/frame.js': SCRIPT,
      'assets/site.css': `a{color:red}`.repeat(200),
    });
    for (const name of ['assets/frame.js', 'assets/site.css']) {
      const original = readFileSync(join(dir, name));
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`)))).toEqual(original);
    }
    expect(readFileSync(join(dir, 'assets/frame.js.br')).length).toBeLessThan(
      readFileSync(join(dir, 'assets/frame.js.gz')).length,
    );
  });

  it('leave out files too small to gain, and images that are compressed already', async () => {
    const dir = await writeBuild({
      'assets/tiny.js': 'export{};',
      'assets/photo.jpg': Buffer.alloc(4096, 7),
    });
    expect(existsSync(join(dir, 'assets/tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/photo.jpg.gz'))).toBe(false);
  });

  it("leave out Vite's manifest, which vike deletes after the build and no browser asks for", async () => {
    const dir = await writeBuild({ '.vite/manifest.json': JSON.stringify({ files: SCRIPT }) });
    expect(existsSync(join(dir, '.vite/manifest.json.br'))).toBe(false);
    expect(existsSync(join(dir, '.vite/manifest.json.gz'))).toBe(false);
  });
});
