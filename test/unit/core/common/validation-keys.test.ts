import { VALIDATION_KEYS } from '../../../../src/core/common/validation-keys';

describe('VALIDATION_KEYS', () => {
  it('lists every key once, all under validation.', () => {
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
    expect(VALIDATION_KEYS.every((key) => key.startsWith('validation.'))).toBe(true);
  });
});
