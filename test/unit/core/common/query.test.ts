import { buildQuery, keptQuery, parseQuery, splitUrl, withQuery } from '../../../../src/core/common/query';

describe('query helpers', () => {
  it('add pairs to a url whatever query and fragment it has', () => {
    expect(withQuery('/blond', [['page', '2']])).toBe('/blond?page=2');
    expect(withQuery('/blond?p=61', [['page', '2']])).toBe('/blond?p=61&page=2');
    expect(withQuery('https://partner.example/models?', [['p', '61']])).toBe(
      'https://partner.example/models?p=61',
    );
    expect(withQuery('media/1.jpg#face', [['w', '400']])).toBe('media/1.jpg?w=400#face');
    expect(withQuery('/blond', [])).toBe('/blond');
  });

  it('parses and builds queries', () => {
    expect(parseQuery('?a=1&b=x%20y&c&d=e+f')).toEqual([
      ['a', '1'],
      ['b', 'x y'],
      ['c', ''],
      ['d', 'e f'],
    ]);
    expect(buildQuery([['m', 'a&b']])).toBe('?m=a%26b');
    expect(buildQuery([])).toBe('');
    // A malformed escape reads as a browser reads it, rather than failing the page.
    expect(parseQuery('a=%E0%A4%A')).toEqual([['a', '\uFFFD%A']]);
    expect(buildQuery([['q', 'x y']])).toBe('?q=x+y');
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
