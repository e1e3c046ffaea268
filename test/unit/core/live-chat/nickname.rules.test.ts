import { validateNickname } from '../../../../src/core/live-chat/nickname.rules';

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
