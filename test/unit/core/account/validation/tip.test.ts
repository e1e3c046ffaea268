import { isTipInRange, validateTip } from '../../../../../src/core/account/validation/tip';

describe('tip validation', () => {
  it.each([
    [99, ['validation.min']],
    [100, []],
    [100000, []],
    [100001, ['validation.max']],
    ['250', []],
    ['12.5', ['validation.notANumber']],
    ['abc', ['validation.notANumber']],
  ])('validates %p', (amount, keys) => {
    expect(validateTip({ amount }).amount).toEqual(keys);
  });

  it('checks the range of a number', () => {
    expect(isTipInRange(100)).toBe(true);
    expect(isTipInRange(100.5)).toBe(false);
    expect(isTipInRange(99)).toBe(false);
  });
});
