import { gridFilters, NEW_CAM_DAYS, requestedPage } from '../../../../src/core/performers/grids';
import { localeSwitchTarget } from '../../../../src/core/shell/locale.rules';
import { parseDialInState, INITIAL_DIAL_IN_STATE } from '../../../../src/core/dial-in/dial-in.rules';

const now = Date.UTC(2026, 10, 23);
const context = { favourites: [3, 5], now };

describe('gridFilters', () => {
  it('gives each grid its own filter', () => {
    expect(gridFilters('home', context)).toEqual({});
    expect(gridFilters('free', context)).toEqual({ free: true });
    expect(gridFilters('toy', context)).toEqual({ cybertoy: true });
    expect(gridFilters('favourites', context)).toEqual({ ids: [3, 5] });
    expect(gridFilters('favourites', { ...context, favourites: [] })).toEqual({ ids: [] });
    expect(gridFilters('newCams', context)).toEqual({
      firstCamAfter: new Date(now - NEW_CAM_DAYS * 86_400_000).toISOString(),
    });
  });

  it('gives categories the SPEC §2 presets, and the names that say it theirs', () => {
    const category = (slug: Parameters<typeof gridFilters>[1]['category']) =>
      gridFilters('category', { ...context, category: slug });
    expect(category('studentes')).toEqual({ ageMin: 18, ageMax: 24 });
    expect(category('oud')).toEqual({ ageMin: 50, ageMax: 100 });
    expect(category('blond')).toEqual({ hairColor: ['blonde'] });
    expect(category('slank')).toEqual({ physique: ['slim'] });
    expect(category('ebony')).toEqual({ ethnicity: ['ebony'] });
    expect(category('borsten')).toEqual({ breastSize: [3] });
    expect(category('mannen')).toEqual({ gender: 'male' });
    expect(category('nieuw')).toEqual(gridFilters('newCams', context));
    expect(category('dating')).toEqual({});
  });
});

describe('requestedPage', () => {
  it('reads whole page numbers from 1 and falls back to 1', () => {
    expect([
      requestedPage('3'),
      requestedPage(null),
      requestedPage('0'),
      requestedPage('-2'),
      requestedPage('2.5'),
      requestedPage('x'),
    ]).toEqual([3, 1, 1, 1, 1, 1]);
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

describe('parseDialInState', () => {
  it('reads the persisted dial-in state and treats anything else as the initial state', () => {
    expect(parseDialInState(JSON.stringify({ session: 's', state: 'in_call', active: true }))).toEqual({
      session: 's',
      state: 'in_call',
      nickname: null,
      active: true,
      initialized: false,
    });
    expect(parseDialInState(JSON.stringify({ state: 'dancing' })).state).toBe('pending');
    expect(parseDialInState('{broken')).toEqual(INITIAL_DIAL_IN_STATE);
    expect(parseDialInState(null)).toEqual(INITIAL_DIAL_IN_STATE);
  });
});
