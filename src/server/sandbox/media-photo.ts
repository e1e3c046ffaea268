import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import jpeg from 'jpeg-js';
import { LRUCache } from 'lru-cache';

// The sandbox's photos (portraits, gallery items) are drawn as SVG and sent as JPEG, as a
// partner's photo store sends its photos. A browser opens every SVG picture as a document of its
// own on the page's main thread, a grid's sixty of them a long stretch of it on a phone. A JPEG is
// decoded off the main thread (docs/decisions.md, 34 "The sandbox's photos are JPEGs").

/** Quality of the sandbox's photos: a photo's weight, as a partner's photo store would send it. */
const JPEG_QUALITY = 80;
/** Photos kept per process: every url always shows the same picture (drawn from the seed). */
const MAX_KEPT = 400;

let ready: Promise<void> | undefined;

/**
 * A file of an installed package. Jest runs this module as CommonJS, with `require`; Node runs it
 * as an ES module, where `import.meta` would do, but Jest cannot parse it: the entry script's
 * location leads to the same node_modules.
 */
function packageFile(specifier: string): string {
  const resolver =
    typeof require === 'function' ? require : createRequire(process.argv[1] ?? `${process.cwd()}/`);
  return resolver.resolve(specifier);
}

/** Loads the SVG renderer's WebAssembly once per process, on the first photo asked for. */
function renderer(): Promise<void> {
  ready ??= readFile(packageFile('@resvg/resvg-wasm/index_bg.wasm'))
    .then((wasm) => initWasm(wasm))
    .catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
  return ready;
}

/** The JPEG of an SVG drawing, at the size its `width` and `height` give. */
export async function svgToJpeg(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  await renderer();
  const drawing = new Resvg(svg);
  const image = drawing.render();
  try {
    const { data } = jpeg.encode(
      { data: image.pixels, width: image.width, height: image.height },
      JPEG_QUALITY,
    );
    return new Uint8Array(data);
  } finally {
    image.free();
    drawing.free();
  }
}

const WARM_UP_DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">' +
  '<rect width="400" height="300" fill="#333"/><ellipse cx="200" cy="150" rx="80" ry="100" fill="#999"/></svg>';

/**
 * Renders a few drawings nobody asked for, so that the first pages' photos do not wait for the
 * renderer's WebAssembly to load and the encoder to be compiled, which makes a cold portrait several
 * times slower than a warm one. The sandbox's process does it once it listens.
 */
export async function warmUpPhotos(rounds = 4): Promise<void> {
  for (let round = 0; round < rounds; round++) await svgToJpeg(WARM_UP_DRAWING);
}

/** Photos by url, least recently used first out: a drawing is rendered once per process. */
export class PhotoStore {
  private readonly kept: LRUCache<string, Promise<Uint8Array<ArrayBuffer>>>;

  constructor(maxKept = MAX_KEPT) {
    this.kept = new LRUCache({ max: maxKept });
  }

  photo(url: string, svg: string): Promise<Uint8Array<ArrayBuffer>> {
    const known = this.kept.get(url);
    if (known) return known;
    const made = svgToJpeg(svg);
    this.kept.set(url, made);
    made.catch(() => this.kept.delete(url));
    return made;
  }
}
