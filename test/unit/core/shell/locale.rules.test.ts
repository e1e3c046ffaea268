import {
  chooseLocale,
  localeFromLanguageTag,
  localeRedirect,
  localeSwitchTarget,
  localizedPath,
  stripLocalePrefix,
} from '../../../../src/core/shell/locale.rules';

describe('stripLocalePrefix', () => {
  it.each([
    ['/en/profile/anna', 'en', '/profile/anna'],
    ['/nl', 'nl', '/'],
    ['/en/', 'en', '/'],
    ['/profile/anna', null, '/profile/anna'],
    ['/english', null, '/english'],
    ['/de/settings', null, '/de/settings'],
  ])('splits %p', (path, locale, rest) => {
    expect(stripLocalePrefix(path)).toEqual({ locale, path: rest });
  });
});

describe('localizedPath', () => {
  it('adds no prefix for the default locale', () => {
    expect(localizedPath('/settings', 'nl')).toBe('/settings');
    expect(localizedPath('/en/settings', 'nl')).toBe('/settings');
  });

  it('prefixes other route locales', () => {
    expect(localizedPath('/settings', 'en')).toBe('/en/settings');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/profile/x', 'nl', 'en')).toBe('/nl/profile/x');
  });

  it('leaves locales without route forms unprefixed', () => {
    expect(localizedPath('/settings', 'de')).toBe('/settings');
  });
});

describe('localeFromLanguageTag', () => {
  it('maps browser tags to offered locales', () => {
    expect(localeFromLanguageTag('nl-NL')).toBe('nl');
    expect(localeFromLanguageTag('nl-BE')).toBe('be');
    expect(localeFromLanguageTag('nl-BE', ['nl', 'en'])).toBe('nl');
    expect(localeFromLanguageTag('en-US')).toBe('en');
    expect(localeFromLanguageTag('fr-FR')).toBeNull();
    expect(localeFromLanguageTag('be')).toBeNull();
  });
});

describe('chooseLocale', () => {
  it('prefers browser detection when enabled', () => {
    expect(
      chooseLocale({
        path: '/nl',
        detectBrowserLanguage: true,
        browserLanguages: ['fr', 'en-GB'],
        cookie: 'nl',
      }),
    ).toBe('en');
  });

  it('ignores the browser when detection is off and uses the route prefix', () => {
    expect(chooseLocale({ path: '/en/free', browserLanguages: ['nl'], cookie: 'nl' })).toBe('en');
  });

  it('uses the domain when there is no prefix', () => {
    expect(chooseLocale({ path: '/', host: 'WWW.EXAMPLE.DE', domains: { 'www.example.de': 'de' } })).toBe(
      'de',
    );
  });

  it('falls back to the cookie, then the default', () => {
    expect(chooseLocale({ path: '/free', cookie: 'en' })).toBe('en');
    expect(chooseLocale({ path: '/free', cookie: 'xx' })).toBe('nl');
    expect(chooseLocale({ path: '/free' })).toBe('nl');
  });
});

describe('localeRedirect', () => {
  it('redirects only from the root', () => {
    expect(localeRedirect('/', 'en')).toBe('/en');
    expect(localeRedirect('/free', 'en')).toBeNull();
    expect(localeRedirect('/', 'nl')).toBeNull();
    expect(localeRedirect('/', 'de')).toBeNull();
  });
});

describe('localeSwitchTarget', () => {
  it('goes to the same page in the chosen language, keeping only the kept parameters', () => {
    expect(localeSwitchTarget('/en/free?p=61&x=1', 'nl')).toBe('/free?p=61');
    expect(localeSwitchTarget('/free?click_id=a', 'en')).toBe('/en/free?click_id=a');
    expect(localeSwitchTarget('/en', 'de')).toBe('/');
    expect(localeSwitchTarget('/toy', 'be')).toBe('/toy');
  });

  it('switches on the home page for anything that is not an own path', () => {
    expect(localeSwitchTarget('//evil.example/x', 'en')).toBe('/en');
    expect(localeSwitchTarget('https://evil.example', 'nl')).toBe('/');
  });
});
