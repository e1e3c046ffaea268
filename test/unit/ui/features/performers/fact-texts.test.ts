import type { ProfileSection } from '../../../../../src/core/performers/profile-facts';
import { factTexts } from '../../../../../src/ui/features/performers/components/format';

const SECTIONS: ProfileSection[] = [
  {
    id: 'cam',
    heading: 'sections.cam',
    facts: [
      {
        field: 'rating',
        label: 'fields.rating',
        value: { kind: 'amount', key: 'values.rating', values: { value: 8.44 } },
      },
      {
        field: 'breastSize',
        label: 'fields.breastSize',
        value: { kind: 'amount', key: 'values.outOf', values: { value: 7, max: 10 } },
      },
      // 23:30 UTC on 31 March is already 1 April in Amsterdam (summer time, UTC+2).
      {
        field: 'lastCamSession',
        label: 'fields.lastCamSession',
        value: { kind: 'date', iso: '2026-03-31T23:30:00Z', withTime: true },
      },
      {
        field: 'firstCamSession',
        label: 'fields.firstCamSession',
        value: { kind: 'date', iso: '2020-01-05T10:00:00Z', withTime: false },
      },
      { field: 'city', label: 'fields.city', value: { kind: 'text', text: 'Utrecht' } },
    ],
  },
];

describe('factTexts', () => {
  it("formats each number of an amount for the page's language, by field and name", () => {
    expect(factTexts(SECTIONS, 'nl')).toMatchObject({
      'rating.value': '8,4',
      'breastSize.value': '7',
      'breastSize.max': '10',
    });
    expect(factTexts(SECTIONS, 'en')).toMatchObject({ 'rating.value': '8.4' });
  });

  it("formats dates in the audience's time zone, with the time only where asked", () => {
    const nl = factTexts(SECTIONS, 'nl');
    expect(nl['lastCamSession']).toMatch(/^1 april 2026.*01:30$/);
    expect(nl['firstCamSession']).toBe('5 januari 2020');
    expect(factTexts(SECTIONS, 'de')['firstCamSession']).toBe('5. Januar 2020');
  });

  it('leaves texts and terms to the page', () => {
    expect(Object.keys(factTexts(SECTIONS, 'en')).sort()).toEqual([
      'breastSize.max',
      'breastSize.value',
      'firstCamSession',
      'lastCamSession',
      'rating.value',
    ]);
  });
});
