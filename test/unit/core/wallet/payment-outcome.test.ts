import { failReasonName } from '../../../../src/core/wallet/payment-outcome';

describe('failReasonName', () => {
  it.each([
    [100, 'default'],
    [299, 'antiFraud'],
    [300, 'failed'],
    [302, 'rejected'],
    [308, 'expired'],
    [309, 'cancelled'],
    [301, 'default'],
    [0, 'default'],
    [null, 'default'],
    [undefined, 'default'],
  ])('names code %p %p', (code, name) => {
    expect(failReasonName(code)).toBe(name);
  });
});
