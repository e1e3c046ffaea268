import { Hono } from 'hono';
import { FakeBackend } from '../../../../src/adapters/fake/fake-backend';
import { PhotoStore } from '../../../../src/server/sandbox/media-photo';
import { publicRoutes } from '../../../../src/server/sandbox/public-routes';

const PORTRAIT = '/sandbox/media/portrait/1063.jpg?w=400&h=300&v=n';

/** The routes where the sandbox mounts them, under /sandbox. */
function sandbox(photos?: Pick<PhotoStore, 'photo'>): Hono {
  return new Hono().route('/sandbox', publicRoutes(new FakeBackend({ seed: 7 }), photos));
}

describe('the sandbox media route', () => {
  it('sends a portrait as a JPEG', async () => {
    const response = await sandbox().request(PORTRAIT);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('sends the drawing when the JPEG cannot be rendered, and says so in the log', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { photo: () => Promise.reject(new Error('resvg failed')) };
    const response = await sandbox(broken).request(PORTRAIT);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toMatch(/^<svg/);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(PORTRAIT), expect.any(Error));
    logged.mockRestore();
  });
});
