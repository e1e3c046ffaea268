import { isOwnPath, ownLocation, ownPath } from '../../../../src/core/common/own-path';
import { OWN_PATH_BYPASSES } from '../../support/own-path-bypasses';

/** Paths of the site that must stay allowed. */
const GOOD_PATHS: readonly string[] = [
  '/',
  '/en',
  '/profile/Anna',
  '/profile/Anna?p=61&click_id=abc',
  '/?splash6=true',
  '/en/settings#account',
  '/search?q=a%20b&p=1',
  '/profile/Zo%C3%AB',
  '/zoeken?q=%E2%82%AC',
  '/profiel/Zoë',
  '/€',
  '/日本語/ページ?q=猫#章',
  '/a/b/c?x=/y//z',
  '/x?next=%2F%2Fevil',
  '/a:b',
];

describe('isOwnPath', () => {
  it.each(OWN_PATH_BYPASSES.map((bypass) => [JSON.stringify(bypass), bypass]))(
    'refuses %s',
    (_name, bypass) => {
      expect(isOwnPath(bypass)).toBe(false);
      expect(ownLocation(bypass)).toBeNull();
    },
  );

  it.each(GOOD_PATHS.map((path) => [path]))('allows %s', (path) => {
    expect(isOwnPath(path)).toBe(true);
  });

  it('refuses anything that is not a string', () => {
    for (const value of [undefined, null, 42, ['/x'], { toString: () => '/x' }]) {
      expect(isOwnPath(value)).toBe(false);
    }
  });
});

describe('ownLocation', () => {
  it('percent-encodes an own path to ASCII for a Location header or an href', () => {
    expect(ownLocation('/€')).toBe('/%E2%82%AC');
    expect(ownLocation('/profiel/Zoë?q=猫#章')).toBe('/profiel/Zo%C3%AB?q=%E7%8C%AB#%E7%AB%A0');
    expect(ownLocation('/profile/Anna?p=61')).toBe('/profile/Anna?p=61');
    expect(ownLocation('/search?q=a%20b')).toBe('/search?q=a%20b');
  });

  it('gives only Latin-1-safe locations, which a Headers object accepts', () => {
    for (const path of GOOD_PATHS) {
      const location = ownLocation(path);
      expect(location).not.toBeNull();
      expect(/^[\x21-\x7e]+$/.test(location!)).toBe(true);
      expect(() => new Headers({ Location: location! })).not.toThrow();
    }
  });
});

describe('ownPath', () => {
  it('turns any path into one with a single leading slash and no unsafe characters', () => {
    expect(ownPath('//evil.test')).toBe('/evil.test');
    expect(ownPath('/\t/evil.test')).toBe('/evil.test');
    expect(ownPath('\\\\evil.test')).toBe('/evil.test');
    expect(ownPath('profile')).toBe('/profile');
  });
});
