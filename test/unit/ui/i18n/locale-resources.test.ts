import {
  allResourcesFor,
  resourcesFor,
  resourcesJsonFor,
} from '../../../../src/ui/i18n/locale-resources.server';
import { LAZY_TEXT_KEYS } from '../../../../src/ui/i18n/locales';

function keysOf(resources: ReturnType<typeof resourcesFor>, language: string): string[] {
  return Object.keys((resources[language]?.translation ?? {}) as object);
}

describe('resourcesFor', () => {
  it('sends a page only the frame’s texts and its own, in its language alone', () => {
    const home = resourcesFor('nl', ['filters', 'search']);
    expect(Object.keys(home)).toEqual(['nl']);
    expect(keysOf(home, 'nl')).toEqual(
      expect.arrayContaining(['header', 'footer', 'register', 'validation', 'filters']),
    );
    expect(keysOf(home, 'nl')).not.toEqual(expect.arrayContaining(['legal']));
    expect(keysOf(home, 'nl')).not.toContain('profile');
    // Titles, descriptions and category texts are written into the HTML by the server.
    expect(keysOf(home, 'nl')).not.toContain('meta');
    expect(keysOf(home, 'nl')).not.toContain('categories');
    expect(keysOf(home, 'nl')).not.toContain('grids');
    expect(keysOf(resourcesFor('en', ['legal']), 'en')).toContain('legal');
  });

  it('leaves out the texts of the forms and drawers that load on demand, unless the page shows them', () => {
    const home = keysOf(resourcesFor('nl', ['filters', 'search']), 'nl');
    expect(LAZY_TEXT_KEYS).toEqual(
      expect.arrayContaining(['auth', 'password', 'changeUsername', 'wallet', 'dialIn', 'welcome']),
    );
    for (const key of LAZY_TEXT_KEYS) expect(home).not.toContain(key);
    const settings = keysOf(resourcesFor('nl', ['settings', 'auth', 'password']), 'nl');
    expect(settings).toEqual(expect.arrayContaining(['settings', 'auth', 'password']));
    expect(settings).not.toContain('wallet');
  });

  it('sends Belgian Dutch with its Dutch base, and keeps every text on the server', () => {
    expect(Object.keys(resourcesFor('be'))).toEqual(['nl-BE', 'nl']);
    const server = allResourcesFor('de');
    expect(Object.keys(server).sort()).toEqual(['de', 'en']);
    expect(keysOf(server, 'de')).toEqual(expect.arrayContaining(['meta', 'categories', 'legal', 'profile']));
  });
});

describe('resourcesJsonFor', () => {
  it("is the page's texts as JSON text", () => {
    const json = resourcesJsonFor('be', ['profile']);
    expect(JSON.parse(json)).toEqual(resourcesFor('be', ['profile']));
    expect(resourcesJsonFor('be', ['profile'])).toBe(json);
    expect(JSON.parse(resourcesJsonFor('be', ['legal']))).toEqual(resourcesFor('be', ['legal']));
  });
});
