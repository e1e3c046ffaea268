import { validateLogin } from '../../../../../src/core/account/validation/login';
import { isValid } from '../../../../../src/core/common/validation-keys';

describe('validateLogin', () => {
  it('requires user name and password with their own keys', () => {
    expect(validateLogin({ username: ' ', password: '' })).toEqual({
      username: ['validation.username_required'],
      password: ['validation.password_required'],
    });
  });

  it('accepts any non-empty pair', () => {
    expect(isValid(validateLogin({ username: 'demo', password: 'x' }))).toBe(true);
  });
});
