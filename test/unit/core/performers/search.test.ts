import {
  filterAutocomplete,
  filterByUsername,
  searchPlan,
  shouldAutocomplete,
} from '../../../../src/core/performers/search';

const performers = [
  { username: 'Anna' },
  { username: 'annabel' },
  { username: 'Bea' },
  { username: 'Hanna' },
];

describe('search', () => {
  it('filters locally by case-insensitive prefix', () => {
    expect(filterByUsername(performers, 'ANN').map((p) => p.username)).toEqual(['Anna', 'annabel']);
    expect(filterByUsername(performers, 'nna')).toEqual([]);
  });

  it('resets on an empty query', () => {
    expect(filterByUsername(performers, '  ')).toEqual(performers);
    expect(searchPlan('')).toEqual({ kind: 'reset' });
  });

  it('asks the server only for queries longer than 2 characters', () => {
    expect(shouldAutocomplete('an')).toBe(false);
    expect(shouldAutocomplete(' an ')).toBe(false);
    expect(shouldAutocomplete('ann')).toBe(true);
    expect(searchPlan('an')).toEqual({ kind: 'filter', query: 'an', remote: false });
    expect(searchPlan(' ann ')).toEqual({ kind: 'filter', query: 'ann', remote: true });
  });

  it('keeps remote results that start with the query', () => {
    expect(filterAutocomplete(performers, 'an').map((p) => p.username)).toEqual(['Anna', 'annabel']);
  });
});
