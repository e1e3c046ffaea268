import { validatePasswordChange } from '../../../../../src/core/account/validation/password-change';
import { isValid } from '../../../../../src/core/common/validation-keys';

describe('validatePasswordChange', () => {
  const valid = { password: 'oldpass1', newPassword: 'newpass2', repeatNewPassword: 'newpass2' };

  it('accepts a valid change', () => {
    expect(isValid(validatePasswordChange(valid))).toBe(true);
  });

  it('requires the old password with at least 6 characters', () => {
    expect(validatePasswordChange({ ...valid, password: '' }).password).toEqual(['validation.required']);
    expect(validatePasswordChange({ ...valid, password: 'abc' }).password).toEqual(['validation.minLength']);
  });

  it('rejects a new password equal to the old one', () => {
    const errors = validatePasswordChange({
      password: 'same1234',
      newPassword: 'same1234',
      repeatNewPassword: 'same1234',
    });
    expect(errors.newPassword).toEqual(['validation.sameAsOld']);
  });

  it('applies the password rules to the new password', () => {
    expect(
      validatePasswordChange({ ...valid, newPassword: 'onlyletters', repeatNewPassword: 'onlyletters' })
        .newPassword,
    ).toEqual(['validation.noNumbers']);
  });

  it('requires the repeat to match the new password', () => {
    expect(validatePasswordChange({ ...valid, repeatNewPassword: 'newpass3' }).repeatNewPassword).toEqual([
      'validation.mustMatch',
    ]);
    expect(validatePasswordChange({ ...valid, repeatNewPassword: '' }).repeatNewPassword).toEqual([
      'validation.required',
    ]);
  });
});
