import { isApiError } from '../../../src/core/common/api-error.model';
import { bracketedQuery, plainQuery } from '../../../src/server/sandbox/sandbox-query';

function refusal(query: string): unknown {
  try {
    bracketedQuery(`/x?${query}`);
  } catch (error) {
    return isApiError(error) ? { label: error.label, status: error.status } : error;
  }
  return 'parsed';
}

const REFUSED = { label: 'badRequest.validation', status: 400 };

describe('the sandbox query of plain keys', () => {
  it('reads each key once, the last of a repeated one, and leaves brackets alone', () => {
    expect(plainQuery('/x?username=zo%C3%AB&page=1&page=3&a+b=c+d&filter[x]=1')).toEqual({
      username: 'zoë',
      page: '3',
      'a b': 'c d',
      'filter[x]': '1',
    });
    expect(Object.getPrototypeOf(plainQuery('/x?__proto__=1'))).toBe(Object.prototype);
  });
});

describe('the sandbox query with bracketed keys', () => {
  it('reads bracketed keys into nested objects and indexed arrays', () => {
    expect(
      bracketedQuery('/x?filter[hairColor][0]=blonde&filter[hairColor][1]=red&filter[ids]=&page=2'),
    ).toEqual({
      filter: { hairColor: ['blonde', 'red'], ids: '' },
      page: '2',
    });
    expect(bracketedQuery('/x?filter%5Bids%5D%5B0%5D=7&a+b=c+d')).toEqual({
      filter: { ids: ['7'] },
      'a b': 'c d',
    });
  });

  it('keeps the last of repeated plain keys', () => {
    expect(bracketedQuery('/x?page=1&page=3')).toEqual({ page: '3' });
  });

  it('refuses keys that would reach Object.prototype', () => {
    expect(refusal('filter[__proto__][x]=1')).toEqual(REFUSED);
    expect(refusal('constructor[prototype]=1')).toEqual(REFUSED);
    expect(refusal('filter[constructor]=1')).toEqual(REFUSED);
  });

  it('refuses array indexes with gaps', () => {
    expect(refusal('filter[ids][1]=3')).toEqual(REFUSED);
    expect(refusal('ids[0]=1&ids[2]=3')).toEqual(REFUSED);
  });

  it('refuses queries past its limits instead of building big or deep objects', () => {
    expect(refusal('a[b][c][d][e]=1')).toBe('parsed');
    expect(refusal('a[b][c][d][e][f]=1')).toEqual(REFUSED);
    expect(refusal('ids[999999]=1')).toEqual(REFUSED);
    const many = Array.from({ length: 1001 }, (_, index) => `k${index}=1`).join('&');
    expect(refusal(many)).toEqual(REFUSED);
  });
});
