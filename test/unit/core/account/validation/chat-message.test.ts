import { validateChatMessage } from '../../../../../src/core/account/validation/chat-message';

describe('validateChatMessage', () => {
  it('accepts 1 to 250 characters after trimming', () => {
    expect(validateChatMessage({ message: ' hi ' }).message).toEqual([]);
    expect(validateChatMessage({ message: 'x'.repeat(250) }).message).toEqual([]);
    expect(validateChatMessage({ message: 'x'.repeat(251) }).message).toEqual(['validation.maxLength']);
    expect(validateChatMessage({ message: '   ' }).message).toEqual(['validation.required']);
  });
});
