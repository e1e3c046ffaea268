import { validateDialInPin } from '../../../../src/core/dial-in/dial-in-pin';

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
