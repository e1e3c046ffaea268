import { formatCredits, unreadLabel } from '../../../../src/core/wallet/credits-format';

describe('formatCredits', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1.000'],
    [9999, '9.999'],
    [10000, '10.000'],
    [999999, '999.999'],
    [1000000, '1.000.000'],
    [1234567, '1.234.567'],
    [-1, '-1'],
    [-999, '-999'],
    [-1000, '-1.000'],
    [-1500, '-1.500'],
    [1000.9, '1.000'],
    [-1000.9, '-1.000'],
    [-0.5, '0'],
  ])('formats %p as %p', (credits, text) => {
    expect(formatCredits(credits)).toBe(text);
  });
});

describe('unreadLabel', () => {
  it('shows counts up to 99 and 99+ above', () => {
    expect(unreadLabel(0)).toBeNull();
    expect(unreadLabel(7)).toBe('7');
    expect(unreadLabel(99)).toBe('99');
    expect(unreadLabel(100)).toBe('99+');
  });
});
