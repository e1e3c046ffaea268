import { serializeParams } from '../../../src/adapters/http/query-params';

describe('serializeParams', () => {
  it('writes arrays with indexed brackets and objects with named brackets, brackets unencoded', () => {
    expect(serializeParams({ filter: { gender: 'female', hairColor: ['blonde', 'red'] }, page: 1 })).toBe(
      'filter[gender]=female&filter[hairColor][0]=blonde&filter[hairColor][1]=red&page=1',
    );
  });

  it('sends an empty list as an empty value, at any depth', () => {
    expect(serializeParams({ ids: [], filter: { exclude: [], nested: [[]] } })).toBe(
      'ids=&filter[exclude]=&filter[nested][0]=',
    );
  });

  it('leaves null and undefined out, keeping the indexes of the items that are sent', () => {
    expect(serializeParams({ a: null, b: undefined, c: [1, null, 2], d: { e: undefined } })).toBe(
      'c[0]=1&c[2]=2',
    );
  });

  it('URL-encodes values', () => {
    expect(serializeParams({ username: 'a b&c=d/é', flag: false })).toBe(
      'username=a%20b%26c%3Dd%2F%C3%A9&flag=false',
    );
  });
});
