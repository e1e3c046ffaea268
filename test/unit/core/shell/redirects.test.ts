import { redirectFor, type RedirectRequest } from '../../../../src/core/shell/redirects';
import { isOwnPath } from '../../../../src/core/common/own-path';

function request(url: string, overrides: Partial<RedirectRequest> = {}): RedirectRequest {
  return { url, loggedIn: false, features: { categories: false, messenger: true }, ...overrides };
}

function location(url: string, overrides: Partial<RedirectRequest> = {}): string | null {
  return redirectFor(request(url, overrides))?.location ?? null;
}

describe('redirectFor', () => {
  it('serves ordinary pages', () => {
    expect(redirectFor(request('/'))).toBeNull();
    expect(redirectFor(request('/profile/anna?p=61'))).toBeNull();
    expect(redirectFor(request('/en/free'))).toBeNull();
    expect(redirectFor(request('/settings', { loggedIn: true }))).toBeNull();
  });

  it('always answers 301 with a reason', () => {
    expect(redirectFor(request('/free/'))).toEqual({ status: 301, location: '/free', reason: 'rewrite' });
  });

  it('removes trailing slashes except on the root, keeping the query', () => {
    expect(location('/free/?a=1&p=61')).toBe('/free?a=1&p=61');
    expect(location('/en/')).toBe('/en');
    expect(location('/')).toBeNull();
  });

  it('sends legacy search pages to /', () => {
    expect(location('/search/anna?p=61&x=1')).toBe('/?p=61');
    expect(location('/en/search')).toBe('/');
    expect(location('/searching')).toBeNull();
  });

  it('sends legacy splash, style, archief, respo and _ein pages home with kept parameters', () => {
    expect(location('/splash3?p=61&click_id=9&utm=x')).toBe('/?p=61&click_id=9');
    expect(location('/style2')).toBe('/');
    expect(location('/archief/2019/05')).toBe('/');
    expect(location('/respo')).toBe('/');
    expect(location('/webcam_ein?offer_id=4')).toBe('/?offer_id=4');
    expect(location('/en/archief')).toBe('/en');
  });

  it('adds splash6=true for splash6', () => {
    expect(location('/splash6?p=61')).toBe('/?p=61&splash6=true');
    expect(location('/splash6/?splash6=false')).toBe('/?splash6=true');
  });

  it('maps sect=profile&m={id} to the profile', () => {
    expect(location('/?sect=profile&m=1234&p=61')).toBe('/profile/1234?p=61');
    expect(location('/en?sect=profile&m=anna')).toBe('/en/profile/anna');
    expect(location('/?sect=profile')).toBeNull();
    expect(location('/?sect=profile&m=%2F%2Fevil.com')).toBeNull();
  });

  it('moves /profiel/ to /profile/', () => {
    expect(location('/profiel/anna?p=61&x=2')).toBe('/profile/anna?p=61&x=2');
    expect(location('/profiel')).toBe('/profile');
    expect(location('/profiel/anna/')).toBe('/profile/anna');
    expect(location('/profiel/anna', { defaultLocale: 'en' })).toBe('/nl/profile/anna');
  });

  it('sends category pages home while categories are off', () => {
    expect(redirectFor(request('/blond?p=61'))).toEqual({
      status: 301,
      location: '/?p=61',
      reason: 'category',
    });
    expect(location('/en/kinky')).toBe('/en');
    expect(location('/blond', { features: { categories: true, messenger: true } })).toBeNull();
  });

  it('sends logged-out visitors from protected routes home, locale-prefixed', () => {
    expect(redirectFor(request('/settings'))).toEqual({ status: 301, location: '/', reason: 'protected' });
    expect(location('/en/favourites?p=61')).toBe('/en?p=61');
    expect(location('/messenger/new-conversation?modelId=1&model=anna')).toBe('/');
    expect(location('/settings', { defaultLocale: 'en' })).toBe('/');
    expect(location('/nl/settings', { defaultLocale: 'en' })).toBe('/nl');
  });

  it('sends the messenger home when its feature is off, even when logged in', () => {
    expect(
      redirectFor(
        request('/messenger', { loggedIn: true, features: { categories: false, messenger: false } }),
      ),
    ).toEqual({ status: 301, location: '/', reason: 'feature' });
  });

  it.each(['//evil.com/', '/\\evil.com/', '///evil.com//'])('never redirects %p off the site', (url) => {
    const result = redirectFor(request(url));
    expect(result).not.toBeNull();
    expect(isOwnPath(result!.location)).toBe(true);
    expect(result!.location.startsWith('//')).toBe(false);
  });

  it('does not redirect a path whose escapes hide control characters; the page answers it', () => {
    expect(redirectFor(request('/%0d%0aSet-Cookie:x/'))).toBeNull();
    expect(redirectFor(request('/%09/evil.com/'))).toBeNull();
  });
});
