import { withSharedCaching } from '../../../../src/server/guest-pages/shared-caching';

function page({ status = 200, type = 'text/html;charset=utf-8', cookie = false } = {}): Response {
  const headers = new Headers({ 'content-type': type, 'cache-control': 'no-store, max-age=0' });
  if (cookie) headers.append('set-cookie', '__Host-auth=x; Path=/');
  return new Response('<p>grid</p>', { status, headers });
}

const kept = (response: Response) => response.headers.get('cache-control');

describe('withSharedCaching', () => {
  it('lets shared caches keep a whole 200 page that set no cookie, and browsers ask again', () => {
    const response = withSharedCaching({ response: page(), whole: true, inlineStyleHashes: [] }, 3);
    expect(kept(response)).toBe('public, max-age=0, s-maxage=3');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie, User-Agent');
  });

  it('keeps everything else out of every cache', () => {
    const others = [
      { response: page(), whole: false },
      { response: page({ status: 404 }), whole: true },
      { response: page({ status: 500 }), whole: true },
      { response: page({ cookie: true }), whole: true },
      { response: page({ type: 'application/json' }), whole: true },
    ];
    for (const rendered of others)
      expect(kept(withSharedCaching({ ...rendered, inlineStyleHashes: [] }, 3))).toBe('no-store');
  });
});
