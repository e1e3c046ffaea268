import { pageCacheKey } from '../../../../src/server/page-cache/page-cache-key';

const PHONE = 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0';

function request(headers: Record<string, string> = {}, url = 'http://site.test/', method = 'GET') {
  return new Request(url, { method, headers: { 'user-agent': DESKTOP, ...headers } });
}

/** The key with Secure cookies, the site's default. */
const keyOf = (req: Request) => pageCacheKey(req, true);

const guestAuth = encodeURIComponent(JSON.stringify({ token: null, ageVerified: true, loggedIn: false }));
const memberAuth = encodeURIComponent(JSON.stringify({ token: 'marker', loggedIn: true, username: 'ann' }));

describe('pageCacheKey', () => {
  it('keys a guest page by its URL, host included, and its device', () => {
    expect(keyOf(request())).toBe(keyOf(request()));
    expect(keyOf(request({}, 'http://site.test/en'))).not.toBe(keyOf(request()));
    expect(keyOf(request({}, 'http://site.de/'))).not.toBe(keyOf(request()));
    expect(keyOf(request({ 'user-agent': PHONE }))).not.toBe(keyOf(request()));
  });

  it('keys by the language cookie and the guest auth cookie, in any order', () => {
    const both = keyOf(request({ cookie: `__Host-i18n_redirected=en; __Host-auth=${guestAuth}` }));
    expect(both).not.toBeNull();
    expect(keyOf(request({ cookie: `__Host-auth=${guestAuth}; __Host-i18n_redirected=en` }))).toBe(both);
    expect(keyOf(request({ cookie: '__Host-i18n_redirected=de' }))).not.toBe(both);
    expect(keyOf(request({ cookie: '__Host-i18n_redirected=de' }))).not.toBe(keyOf(request()));
  });

  it('leaves members, other cookies and other methods out', () => {
    expect(keyOf(request({ cookie: `__Host-auth=${memberAuth}` }))).toBeNull();
    expect(keyOf(request({ cookie: '__Host-session=abc' }))).toBeNull();
    expect(keyOf(request({ cookie: `__Host-auth=${guestAuth}; __Host-dialIn=%7B%7D` }))).toBeNull();
    expect(keyOf(request({}, 'http://site.test/', 'POST'))).toBeNull();
  });

  it('leaves out a cookie of its name before the __Host- prefix, which the render moves', () => {
    expect(keyOf(request({ cookie: 'i18n_redirected=en' }))).toBeNull();
    expect(keyOf(request({ cookie: `auth=${guestAuth}` }))).toBeNull();
  });

  it('reads the plain names when cookies are not Secure', () => {
    const plain = pageCacheKey(request({ cookie: `i18n_redirected=en; auth=${guestAuth}` }), false);
    expect(plain).not.toBeNull();
    expect(pageCacheKey(request({ cookie: `auth=${memberAuth}` }), false)).toBeNull();
  });
});
