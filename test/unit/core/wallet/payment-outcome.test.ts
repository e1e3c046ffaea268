import { failReasonName } from '../../../../src/core/wallet/payment-outcome';
import { FAIL_REASON_CASES } from '../../support/fail-reasons';

describe('failReasonName', () => {
  it.each<readonly [number | null | undefined, string]>([
    ...FAIL_REASON_CASES,
    [301, 'default'],
    [0, 'default'],
    [null, 'default'],
    [undefined, 'default'],
  ])('names code %p %p', (code, name) => {
    expect(failReasonName(code)).toBe(name);
  });
});
