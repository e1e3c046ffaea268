import { isTipInRange, parseTipAmount } from '../../../../src/core/live-chat/tip.rules';

describe('tip rules', () => {
  it.each([
    [99, false],
    [100, true],
    [100000, true],
    [100001, false],
    ['250', true],
    [' 250 ', true],
    ['12.5', false],
    ['abc', false],
    [100.5, false],
  ])('a tip of %p is in range: %p', (amount, inRange) => {
    expect(isTipInRange(parseTipAmount(amount))).toBe(inRange);
  });
});
