import { validateEmailChange } from '../../../../../src/core/account/validation/email-change';
import { isValid } from '../../../../../src/core/common/validation-keys';

describe('validateEmailChange', () => {
  const base = { oldEmail: 'old@example.com', email: 'new@example.com', repeatEmail: 'new@example.com' };

  it('accepts a valid change', () => {
    expect(isValid(validateEmailChange(base))).toBe(true);
  });

  it('rejects the current address, case-insensitively', () => {
    expect(
      validateEmailChange({ ...base, email: 'OLD@example.com', repeatEmail: 'OLD@example.com' }).email,
    ).toEqual(['validation.sameAsOld']);
  });

  it('rejects an invalid address and a mismatching repeat', () => {
    const errors = validateEmailChange({ ...base, email: 'nope', repeatEmail: 'other@example.com' });
    expect(errors).toEqual({ email: ['validation.invalidEmail'], repeatEmail: ['validation.mustMatch'] });
  });
});
