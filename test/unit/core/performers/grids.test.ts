import { gridFilters, NEW_CAM_DAYS, requestedPage } from '../../../../src/core/performers/grids';

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
