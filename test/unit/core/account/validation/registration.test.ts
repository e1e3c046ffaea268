import { validateRegistration } from '../../../../../src/core/account/validation/registration';
import { validateLogin } from '../../../../../src/core/account/validation/login';
import { validatePasswordChange } from '../../../../../src/core/account/validation/password-change';
import { validateNickname } from '../../../../../src/core/account/validation/nickname';
import { recoveryPayload, validateRecovery } from '../../../../../src/core/account/validation/recovery';
import { validateEmailChange } from '../../../../../src/core/account/validation/email-change';
import { validateChatMessage } from '../../../../../src/core/account/validation/chat-message';
import { checkPrivateMessage } from '../../../../../src/core/account/validation/private-message';
import { isTipInRange, validateTip } from '../../../../../src/core/account/validation/tip';
import { validateDialInPin } from '../../../../../src/core/account/validation/dial-in-pin';
import { checkImageUpload, IMAGE_ERRORS } from '../../../../../src/core/account/validation/image-upload';
import {
  firstErrors,
  isValid,
  VALIDATION_KEYS,
} from '../../../../../src/core/account/validation/validation-keys';

const validRegistration = {
  username: 'jan_de-2',
  email: 'jan@example.com',
  password: 'geheim12',
  ageAndTerms: true,
};

describe('validateRegistration', () => {
  it('accepts a valid registration and trims inputs', () => {
    const errors = validateRegistration({
      ...validRegistration,
      username: '  jan_de-2  ',
      email: ' jan@example.com ',
    });
    expect(isValid(errors)).toBe(true);
    expect(errors).toEqual({ username: [], email: [], password: [], ageAndTerms: [] });
  });

  it('reports only required for empty fields', () => {
    const errors = validateRegistration({ username: '   ', email: '', password: '', ageAndTerms: false });
    expect(errors).toEqual({
      username: ['validation.required'],
      email: ['validation.required'],
      password: ['validation.required'],
      ageAndTerms: ['validation.ageAndTerms'],
    });
  });

  it.each([
    ['abc', 'validation.minLength'],
    ['abcdefghijklmno', 'validation.maxLength'],
    ['jan jansen', 'validation.invalidCharacters'],
    ['jan.jansen', 'validation.invalidCharacters'],
    ['jan@x', 'validation.invalidCharacters'],
  ])('rejects user name %p with %s', (username, key) => {
    expect(validateRegistration({ ...validRegistration, username }).username).toContain(key);
  });

  it('accepts user names of exactly 4 and 14 characters', () => {
    expect(validateRegistration({ ...validRegistration, username: 'abcd' }).username).toEqual([]);
    expect(validateRegistration({ ...validRegistration, username: 'abcdefghijklmn' }).username).toEqual([]);
  });

  it.each([
    ['abc1', ['validation.minLength']],
    ['a1'.repeat(16) + 'x', ['validation.maxLength']],
    ['abcdefgh', ['validation.noNumbers']],
    ['12345678', ['validation.noLetters']],
    ['abc 12345', ['validation.noWhitespace']],
  ])('rejects password %p with %p', (password, keys) => {
    expect(validateRegistration({ ...validRegistration, password }).password).toEqual(keys);
  });

  it('accepts passwords of exactly 6 and 32 characters', () => {
    expect(validateRegistration({ ...validRegistration, password: 'abcde1' }).password).toEqual([]);
    expect(validateRegistration({ ...validRegistration, password: 'a1'.repeat(16) }).password).toEqual([]);
  });

  it('rejects an invalid e-mail address', () => {
    expect(validateRegistration({ ...validRegistration, email: 'jan@' }).email).toEqual([
      'validation.invalidEmail',
    ]);
    expect(validateRegistration({ ...validRegistration, email: 'jan.example.com' }).email).toEqual([
      'validation.invalidEmail',
    ]);
  });

  it('requires the age and terms confirmation', () => {
    expect(validateRegistration({ ...validRegistration, ageAndTerms: false }).ageAndTerms).toEqual([
      'validation.ageAndTerms',
    ]);
  });

  it('lists several broken rules in priority order and gives the first', () => {
    const errors = validateRegistration({ ...validRegistration, password: 'a b' });
    expect(errors.password).toEqual([
      'validation.minLength',
      'validation.noWhitespace',
      'validation.noNumbers',
    ]);
    expect(firstErrors(errors)).toEqual({ password: 'validation.minLength' });
  });
});

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

describe('validateNickname', () => {
  it.each([
    ['abc', ['validation.nicknameLength']],
    ['a'.repeat(21), ['validation.nicknameLength']],
    ['  ', ['validation.required']],
    ['abcd', []],
    ['a'.repeat(20), []],
    ['  Jan Jansen  ', []],
  ])('validates %p', (name, keys) => {
    expect(validateNickname({ name }).name).toEqual(keys);
  });
});

describe('recovery', () => {
  it('requires at least 4 trimmed characters', () => {
    expect(validateRecovery({ recovery: '' }).recovery).toEqual(['validation.required']);
    expect(validateRecovery({ recovery: '  abc  ' }).recovery).toEqual(['validation.minLength']);
    expect(validateRecovery({ recovery: 'abcd' }).recovery).toEqual([]);
  });

  it('sends an input with @ and a dot as e-mail, otherwise as user name', () => {
    expect(recoveryPayload(' jan@example.com ')).toEqual({ email: 'jan@example.com' });
    expect(recoveryPayload('jan@example')).toEqual({ username: 'jan@example' });
    expect(recoveryPayload('jan.jansen')).toEqual({ username: 'jan.jansen' });
  });
});

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

describe('validateChatMessage', () => {
  it('accepts 1 to 250 characters after trimming', () => {
    expect(validateChatMessage({ message: ' hi ' }).message).toEqual([]);
    expect(validateChatMessage({ message: 'x'.repeat(250) }).message).toEqual([]);
    expect(validateChatMessage({ message: 'x'.repeat(251) }).message).toEqual(['validation.maxLength']);
    expect(validateChatMessage({ message: '   ' }).message).toEqual(['validation.required']);
  });
});

describe('checkPrivateMessage', () => {
  it('trims text and keeps it', () => {
    expect(checkPrivateMessage({ text: '  hallo  ', attachment: null })).toEqual({
      kind: 'ok',
      message: 'hallo',
      attachment: null,
    });
  });

  it('ignores a blank message without attachment', () => {
    expect(checkPrivateMessage({ text: ' \n ', attachment: null })).toEqual({ kind: 'empty' });
    expect(checkPrivateMessage({ text: '', attachment: '' })).toEqual({ kind: 'empty' });
  });

  it('sends an attachment alone with null text', () => {
    expect(checkPrivateMessage({ text: ' ', attachment: 'data:image/jpeg;base64,AAA' })).toEqual({
      kind: 'ok',
      message: null,
      attachment: 'data:image/jpeg;base64,AAA',
    });
  });

  it('allows 255 characters and refuses 256', () => {
    expect(checkPrivateMessage({ text: 'x'.repeat(255), attachment: null }).kind).toBe('ok');
    expect(checkPrivateMessage({ text: 'x'.repeat(256), attachment: null })).toEqual({
      kind: 'tooLong',
      max: 255,
    });
  });
});

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

describe('validateDialInPin', () => {
  it.each([
    ['1234', []],
    [' 1234 ', []],
    ['123', ['validation.invalidPin']],
    ['12a4', ['validation.invalidPin']],
    ['12345', ['validation.invalidPin']],
    ['', ['validation.required']],
  ])('validates %p', (pincode, keys) => {
    expect(validateDialInPin({ pincode }).pincode).toEqual(keys);
  });
});

describe('checkImageUpload', () => {
  it('accepts jpg and jpeg under 5 MB', () => {
    expect(checkImageUpload({ name: 'me.jpg', size: 5242879 })).toBeNull();
    expect(checkImageUpload({ name: 'ME.JPEG', size: 1000 })).toBeNull();
  });

  it('rejects other extensions', () => {
    expect(checkImageUpload({ name: 'me.png', size: 10 })).toBe('ImageNotAllowed');
    expect(checkImageUpload({ name: 'jpg', size: 10 })).toBe('ImageNotAllowed');
    expect(checkImageUpload({ name: 'me.jpg.exe', size: 10 })).toBe('ImageNotAllowed');
  });

  it('rejects 5242880 bytes and more', () => {
    expect(checkImageUpload({ name: 'me.jpg', size: 5242880 })).toBe('ImageToBig');
    expect(IMAGE_ERRORS.ImageToBig).toBe('validation.imageTooBig');
  });
});

describe('VALIDATION_KEYS', () => {
  it('lists every key once, all under validation.', () => {
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
    expect(VALIDATION_KEYS.every((key) => key.startsWith('validation.'))).toBe(true);
  });
});
