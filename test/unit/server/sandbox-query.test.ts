import { isApiError } from '../../../src/core/common/api-error.model';
import { parseQuery } from '../../../src/server/sandbox/sandbox-query';

function refusal(query: string): unknown {
  try {
    parseQuery(`/x?${query}`);
  } catch (error) {
    return isApiError(error) ? { label: error.label, status: error.status } : error;
  }
  return 'parsed';
}

const REFUSED = { label: 'badRequest.validation', status: 400 };

describe('the sandbox query parser', () => {
  it('reads bracketed keys into nested objects and indexed arrays', () => {
    expect(parseQuery('/x?filter[hairColor][0]=blonde&filter[hairColor][1]=red&filter[ids]=&page=2')).toEqual(
      {
        filter: { hairColor: ['blonde', 'red'], ids: '' },
        page: '2',
      },
    );
    expect(parseQuery('/x?filter%5Bids%5D%5B0%5D=7&a+b=c+d')).toEqual({
      filter: { ids: ['7'] },
      'a b': 'c d',
    });
  });

  it('keeps the last of repeated plain keys', () => {
    expect(parseQuery('/x?page=1&page=3')).toEqual({ page: '3' });
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
