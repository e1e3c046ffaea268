import { validateRegistration } from '../../../../../src/core/account/validation/registration';
import { firstErrors, isValid } from '../../../../../src/core/common/validation-keys';

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
