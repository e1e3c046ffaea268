import { pageCacheKey } from '../../../../src/server/page-cache/page-cache-key';

const PHONE = 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0';

function request(headers: Record<string, string> = {}, url = 'http://site.test/', method = 'GET') {
  return new Request(url, { method, headers: { 'user-agent': DESKTOP, ...headers } });
}

const guestAuth = encodeURIComponent(JSON.stringify({ token: null, ageVerified: true, loggedIn: false }));
const memberAuth = encodeURIComponent(JSON.stringify({ token: 'marker', loggedIn: true, username: 'ann' }));

describe('pageCacheKey', () => {
  it('keys a guest page by its URL, host included, and its device', () => {
    expect(pageCacheKey(request())).toBe(pageCacheKey(request()));
    expect(pageCacheKey(request({}, 'http://site.test/en'))).not.toBe(pageCacheKey(request()));
    expect(pageCacheKey(request({}, 'http://site.de/'))).not.toBe(pageCacheKey(request()));
    expect(pageCacheKey(request({ 'user-agent': PHONE }))).not.toBe(pageCacheKey(request()));
  });

  it('keys by the language cookie and the guest auth cookie, in any order', () => {
    const both = pageCacheKey(request({ cookie: `i18n_redirected=en; auth=${guestAuth}` }));
    expect(both).not.toBeNull();
    expect(pageCacheKey(request({ cookie: `auth=${guestAuth}; i18n_redirected=en` }))).toBe(both);
    expect(pageCacheKey(request({ cookie: 'i18n_redirected=de' }))).not.toBe(both);
    expect(pageCacheKey(request({ cookie: 'i18n_redirected=de' }))).not.toBe(pageCacheKey(request()));
  });

  it('leaves members, other cookies and other methods out', () => {
    expect(pageCacheKey(request({ cookie: `auth=${memberAuth}` }))).toBeNull();
    expect(pageCacheKey(request({ cookie: 'session=abc' }))).toBeNull();
    expect(pageCacheKey(request({ cookie: `auth=${guestAuth}; dialIn=%7B%7D` }))).toBeNull();
    expect(pageCacheKey(request({}, 'http://site.test/', 'POST'))).toBeNull();
  });
});
