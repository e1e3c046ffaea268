import { isGuestRequest } from '../../../../src/server/guest-pages/guest-request';

function request(headers: Record<string, string> = {}, method = 'GET') {
  return new Request('http://site.test/', { method, headers });
}

/** With Secure cookies, the site's default. */
const guest = (req: Request) => isGuestRequest(req, true);

const guestAuth = encodeURIComponent(JSON.stringify({ token: null, ageVerified: true, loggedIn: false }));
const memberAuth = encodeURIComponent(JSON.stringify({ token: 'marker', loggedIn: true, username: 'ann' }));

describe('isGuestRequest', () => {
  it('takes a GET or HEAD without cookies, or with only the language and a token-less auth cookie', () => {
    expect(guest(request())).toBe(true);
    expect(guest(request({}, 'HEAD'))).toBe(true);
    expect(guest(request({ cookie: `__Host-i18n_redirected=en; __Host-auth=${guestAuth}` }))).toBe(true);
    expect(guest(request({ cookie: '__Host-i18n_redirected=de' }))).toBe(true);
  });

  it('leaves members, other cookies and other methods out', () => {
    expect(guest(request({ cookie: `__Host-auth=${memberAuth}` }))).toBe(false);
    expect(guest(request({ cookie: '__Host-session=abc' }))).toBe(false);
    expect(guest(request({ cookie: `__Host-auth=${guestAuth}; __Host-dialIn=%7B%7D` }))).toBe(false);
    expect(guest(request({}, 'POST'))).toBe(false);
  });

  it('leaves out a cookie of its name before the __Host- prefix, which the render moves', () => {
    expect(guest(request({ cookie: 'i18n_redirected=en' }))).toBe(false);
    expect(guest(request({ cookie: `auth=${guestAuth}` }))).toBe(false);
  });

  it('reads the plain names when cookies are not Secure', () => {
    expect(isGuestRequest(request({ cookie: `i18n_redirected=en; auth=${guestAuth}` }), false)).toBe(true);
    expect(isGuestRequest(request({ cookie: `auth=${memberAuth}` }), false)).toBe(false);
  });
});
