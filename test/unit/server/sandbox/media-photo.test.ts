import jpeg from 'jpeg-js';
import { PhotoStore, svgToJpeg, warmUpPhotos } from '../../../../src/server/sandbox/media-photo';

const RED_ON_BLUE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="60" viewBox="0 0 80 60">' +
  '<rect width="80" height="60" fill="#0000ff"/><rect x="40" width="40" height="60" fill="#ff0000"/></svg>';

/** The colour at (x, y) of a decoded JPEG, as [r, g, b]. */
function pixel(image: { data: Uint8Array; width: number }, x: number, y: number): number[] {
  const at = (y * image.width + x) * 4;
  return [...image.data.subarray(at, at + 3)];
}

function near(actual: number[], expected: number[]): boolean {
  return actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) < 24);
}

describe('the sandbox photos', () => {
  it('draws the SVG at its own size into a JPEG', async () => {
    const image = jpeg.decode(await svgToJpeg(RED_ON_BLUE), { useTArray: true });
    expect([image.width, image.height]).toEqual([80, 60]);
    expect(near(pixel(image, 10, 30), [0, 0, 255])).toBe(true);
    expect(near(pixel(image, 70, 30), [255, 0, 0])).toBe(true);
  });

  it('renders a url once, and again once it has been pushed out', async () => {
    const store = new PhotoStore(1);
    const first = store.photo('/a.jpg', RED_ON_BLUE);
    expect(store.photo('/a.jpg', RED_ON_BLUE)).toBe(first);
    await store.photo('/b.jpg', RED_ON_BLUE);
    const later = store.photo('/a.jpg', RED_ON_BLUE);
    expect(later).not.toBe(first);
    expect(await later).toEqual(await first);
  });

  it('warms up without a request', async () => {
    await expect(warmUpPhotos(1)).resolves.toBeUndefined();
  });

  it('keeps no failure', async () => {
    const store = new PhotoStore();
    const broken = store.photo('/broken.jpg', '<svg');
    await expect(broken).rejects.toThrow();
    expect(store.photo('/broken.jpg', '<svg')).not.toBe(broken);
    await expect(store.photo('/broken.jpg', '<svg')).rejects.toThrow();
  });
});
