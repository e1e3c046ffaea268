import { checkChatMessage } from '../../../../src/core/live-chat/chat-message.rules';

describe('checkChatMessage', () => {
  it('takes 1 to 250 characters after trimming', () => {
    expect(checkChatMessage(' hi ')).toEqual({ kind: 'ok', text: 'hi' });
    expect(checkChatMessage('x'.repeat(250))).toEqual({ kind: 'ok', text: 'x'.repeat(250) });
    expect(checkChatMessage('x'.repeat(251))).toEqual({ kind: 'tooLong', max: 250 });
    expect(checkChatMessage('   ')).toEqual({ kind: 'empty' });
  });
});
