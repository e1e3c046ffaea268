import {
  FILTER_SECTIONS,
  FILTER_STORAGE_KEY,
  FILTER_VALUES,
  FILTER_VERSION,
  type FilterSelection,
} from '../../../../src/core/performers/filter.model';
import {
  BREAST_SIZES,
  ETHNICITIES,
  HAIR_COLORS,
  LANGUAGES,
  PHYSIQUES,
} from '../../../../src/core/performers/performer.model';
import {
  decodeFilters,
  encodeFilters,
  filterChips,
  filtersToQuery,
  isSelected,
  selectedCount,
  setFilter,
  toggleFilter,
  withBaseFilter,
} from '../../../../src/core/performers/filters';

describe('filter catalogue', () => {
  const keysOf = (section: string) => FILTER_SECTIONS.find((s) => s.section === section)?.keys ?? [];

  it('has the drawer sections of SPEC §2: age, language, appearance with breast size, hair colour, ethnicity', () => {
    expect(keysOf('age')).toEqual(['age']);
    expect(keysOf('language')).toEqual(['language']);
    expect(keysOf('appearance').slice(0, 3)).toEqual(['breastSize', 'hairColor', 'ethnicity']);
  });

  it('offers every recommended filter of SPEC §2 exactly once', () => {
    const keys = FILTER_SECTIONS.flatMap((section) => section.keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(Object.keys(FILTER_VALUES).sort());
    expect(FILTER_VALUES.popular).toEqual(['free', 'toy']);
    expect(FILTER_VALUES.gender).toEqual(['female', 'male', 'couple', 'transgender']);
    expect(FILTER_VALUES.age).toEqual(['18-24', '24-30', '30-50', '50-100']);
    expect(keysOf('appearance')).toEqual(
      expect.arrayContaining(['ethnicity', 'hairColor', 'physique', 'breastSize', 'penisSize', 'body']),
    );
    expect(FILTER_VALUES.body).toEqual(['shaved', 'piercings']);
  });

  it('takes its values from the enumerations of SPEC §3', () => {
    expect(FILTER_VALUES.hairColor).toEqual(HAIR_COLORS);
    expect(FILTER_VALUES.ethnicity).toEqual(ETHNICITIES);
    expect(FILTER_VALUES.physique).toEqual(PHYSIQUES);
    expect(FILTER_VALUES.language).toEqual(LANGUAGES);
    expect(FILTER_VALUES.breastSize.map(Number)).toEqual(BREAST_SIZES);
  });
});

describe('selecting filters', () => {
  it('sets values in the drawer order, once each, dropping unknown ones', () => {
    const selection = setFilter({}, 'hairColor', ['red', 'blonde', 'red', 'green']);
    expect(selection).toEqual({ hairColor: ['blonde', 'red'] });
  });

  it('removes a filter set with an empty value (SPEC §5)', () => {
    const selection: FilterSelection = { hairColor: ['blonde'], age: ['18-24'] };
    expect(setFilter(selection, 'hairColor', '')).toEqual({ age: ['18-24'] });
    expect(setFilter(selection, 'age', [])).toEqual({ hairColor: ['blonde'] });
    expect(selection).toEqual({ hairColor: ['blonde'], age: ['18-24'] });
  });

  it('toggles a value on and off, removing the key with its last value', () => {
    let selection = toggleFilter({}, 'ethnicity', 'asian');
    selection = toggleFilter(selection, 'ethnicity', 'latin');
    expect(selection).toEqual({ ethnicity: ['latin', 'asian'] });
    expect(isSelected(selection, 'ethnicity', 'asian')).toBe(true);
    selection = toggleFilter(toggleFilter(selection, 'ethnicity', 'asian'), 'ethnicity', 'latin');
    expect(selection).toEqual({});
    expect(toggleFilter({}, 'gender', 'robot')).toEqual({});
  });

  it('gives one chip per chosen value in the drawer order, and counts them', () => {
    const selection: FilterSelection = { hairColor: ['blonde', 'red'], popular: ['toy'], age: ['50-100'] };
    expect(filterChips(selection)).toEqual([
      { filter: 'popular:toy', key: 'popular', value: 'toy', section: 'popular' },
      { filter: 'age:50-100', key: 'age', value: '50-100', section: 'age' },
      { filter: 'hairColor:blonde', key: 'hairColor', value: 'blonde', section: 'appearance' },
      { filter: 'hairColor:red', key: 'hairColor', value: 'red', section: 'appearance' },
    ]);
    expect(selectedCount(selection)).toBe(4);
    expect(selectedCount({})).toBe(0);
  });
});

describe('filtersToQuery', () => {
  it('asks nothing for an empty selection', () => {
    expect(filtersToQuery({})).toEqual({});
  });

  it('maps age buckets to the range covering every chosen bucket', () => {
    expect(filtersToQuery({ age: ['18-24'] })).toEqual({ ageMin: 18, ageMax: 24 });
    expect(filtersToQuery({ age: ['24-30', '30-50'] })).toEqual({ ageMin: 24, ageMax: 50 });
    expect(filtersToQuery({ age: ['18-24', '50-100'] })).toEqual({ ageMin: 18, ageMax: 100 });
  });

  it('maps every key to the performer criteria', () => {
    const selection: FilterSelection = {
      popular: ['free', 'toy'],
      gender: ['male', 'couple'],
      language: ['Dutch', 'German'],
      breastSize: ['3', '4'],
      hairColor: ['blonde'],
      ethnicity: ['asian'],
      physique: ['slim', 'curvy'],
      penisSize: ['medium', 'large'],
      body: ['shaved', 'piercings'],
    };
    expect(filtersToQuery(selection)).toEqual({
      free: true,
      cybertoy: true,
      gender: ['male', 'couple'],
      language: ['Dutch', 'German'],
      breastSize: [3, 4],
      hairColor: ['blonde'],
      ethnicity: ['asian'],
      physique: ['slim', 'curvy'],
      penisSizeMin: 15,
      penisSizeMax: 99,
      shaved: true,
      piercings: true,
    });
    expect(filtersToQuery({ popular: ['toy'], body: ['piercings'] })).toEqual({
      cybertoy: true,
      piercings: true,
    });
  });

  it('keeps the base gender female unless a gender is chosen', () => {
    expect(withBaseFilter(filtersToQuery({ hairColor: ['red'] }))).toEqual({
      gender: 'female',
      hairColor: ['red'],
    });
    expect(withBaseFilter(filtersToQuery({ gender: ['male'] }))).toEqual({ gender: ['male'] });
    expect(withBaseFilter({ gender: undefined })).toEqual({ gender: 'female' });
    expect(withBaseFilter(undefined)).toEqual({ gender: 'female' });
  });
});

describe('stored filters', () => {
  it('are kept under filters:selected with version 20220913A', () => {
    expect([FILTER_STORAGE_KEY, FILTER_VERSION]).toEqual(['filters:selected', '20220913A']);
    const selection: FilterSelection = { hairColor: ['blonde'], age: ['18-24'] };
    const stored = encodeFilters(selection);
    expect(JSON.parse(stored)).toEqual({ version: '20220913A', selected: selection });
    expect(decodeFilters(stored)).toEqual(selection);
  });

  it('are discarded with another version, unreadable JSON or another shape', () => {
    expect(decodeFilters(null)).toBeNull();
    expect(decodeFilters('{not json')).toBeNull();
    expect(decodeFilters(JSON.stringify({ version: '20210101A', selected: { age: ['18-24'] } }))).toBeNull();
    expect(decodeFilters(JSON.stringify({ version: FILTER_VERSION, selected: ['age'] }))).toBeNull();
    expect(decodeFilters('null')).toBeNull();
  });

  it('drop unknown keys and values', () => {
    const stored = `{"version":"${FILTER_VERSION}","selected":{"hairColor":["green","red",7],"shoeSize":["42"],"age":"18-24","__proto__":["x"],"constructor":["y"]}}`;
    expect(decodeFilters(stored)).toEqual({ hairColor: ['red'] });
  });
});
