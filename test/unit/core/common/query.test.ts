import { buildQuery, keptQuery, parseQuery, splitUrl } from '../../../../src/core/common/query';

describe('query helpers', () => {
  it('parses and builds queries', () => {
    expect(parseQuery('?a=1&b=x%20y&c&d=e+f')).toEqual([
      ['a', '1'],
      ['b', 'x y'],
      ['c', ''],
      ['d', 'e f'],
    ]);
    expect(buildQuery([['m', 'a&b']])).toBe('?m=a%26b');
    expect(buildQuery([])).toBe('');
    expect(parseQuery('a=%E0%A4%A')).toEqual([['a', '%E0%A4%A']]);
  });

  it('keeps only navigation parameters', () => {
    expect(keptQuery(parseQuery('p=61&pi=2&click_id=3&offer_id=4&splash6=true&token=x'))).toEqual([
      ['p', '61'],
      ['pi', '2'],
      ['click_id', '3'],
      ['offer_id', '4'],
      ['splash6', 'true'],
    ]);
  });

  it('splits a URL and drops the fragment', () => {
    expect(splitUrl('/a?b=1#c')).toEqual({ path: '/a', query: [['b', '1']] });
    expect(splitUrl('?x=1').path).toBe('/');
  });
});
