import { CATEGORY_PRESETS, isCategorySlug } from '../../../../src/core/performers/categories';

describe('categories', () => {
  it('knows the slugs and presets', () => {
    expect(isCategorySlug('blond')).toBe(true);
    expect(isCategorySlug('free')).toBe(false);
    expect(CATEGORY_PRESETS.studentes).toEqual({ ageMin: 18, ageMax: 24 });
    expect(CATEGORY_PRESETS.borsten).toEqual({ breastSize: [3] });
  });
});
