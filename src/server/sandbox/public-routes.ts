import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import type { FakeBackend } from '../../adapters/fake/fake-backend';
import type { BackendPorts } from '../../ports/backend-ports';
import { errorResponse } from './sandbox-errors';
import { PhotoStore } from './media-photo';

/** A photo's url ends in it: its drawing is sent as a JPEG (media-photo.ts). */
const PHOTO_SUFFIX = '.jpg';

const MAX_SIDE = 4000;

/** A photo is rendered and encoded on request: at most this wide or high. */
const PHOTO_MAX_SIDE = 1600;

/** Drops a width or height that is not a sensible pixel count, so the default 400x300 applies. */
function mediaUrl(url: URL, photo: boolean): string {
  const params = new URLSearchParams(url.search);
  const maxSide = photo ? PHOTO_MAX_SIDE : MAX_SIDE;
  for (const side of ['w', 'h']) {
    const value = Number(params.get(side));
    if (params.has(side) && !(Number.isInteger(value) && value > 0 && value <= maxSide)) params.delete(side);
  }
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** Media (/sandbox/media), lander configuration (/sandbox/storage) and geolocation (/sandbox/geo): no api key. */
export function publicRoutes(
  backend: FakeBackend,
  photos: Pick<PhotoStore, 'photo'> = new PhotoStore(),
): Hono {
  const routes = new Hono();
  const media = async (c: Context, requested: URL) => {
    const photo = requested.pathname.endsWith(PHOTO_SUFFIX);
    const url = mediaUrl(requested, photo);
    const svg = backend.world.mediaSvg(url);
    if (svg === null) return c.json({ error: 'notFound' }, 404);
    // Generated from the seed, so the same url always has the same picture.
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (photo) {
      try {
        return c.body(await photos.photo(url, svg), 200, { 'Content-Type': 'image/jpeg' });
      } catch (error) {
        // The page still gets its picture: the drawing itself, which a browser shows in an <img>
        // all the same. Not kept, so a later request tries the JPEG again.
        console.error(`sandbox: the photo ${url} could not be rendered; sent as SVG`, error);
        c.header('Cache-Control', 'no-store');
      }
    }
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
  };
  routes.use('/media/*', etag());
  routes.get('/media/*', (c) => media(c, new URL(c.req.url)));
  // The storage bucket holds the media too (SPEC §7: a storage base path plus a relative url), as
  // a spec-shaped backend's relative urls name them (spec-shaped.ts).
  routes.use('/storage/media/*', etag());
  routes.get('/storage/media/*', (c) => {
    const requested = new URL(c.req.url);
    requested.pathname = requested.pathname.replace('/sandbox/storage/media/', '/sandbox/media/');
    return media(c, requested);
  });
  /** A JSON answer of the visitor's backend session, or its error as the sandbox sends errors. */
  const answer =
    (cacheControl: string, read: (ports: BackendPorts) => Promise<object>) => async (c: Context) => {
      try {
        const body = await read(backend.session());
        c.header('Cache-Control', cacheControl);
        return c.json(body, 200);
      } catch (error) {
        return errorResponse(c, error);
      }
    };
  routes.get(
    '/storage/common/configuration.json',
    answer('public, max-age=300', async (ports) => ({ landers: await ports.landers.landers() })),
  );
  routes.get(
    '/geo',
    answer('no-store', async (ports) => ({ countryCode: await ports.geolocation.countryCode() })),
  );
  return routes;
}
