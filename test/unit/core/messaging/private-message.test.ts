import { checkPrivateMessage } from '../../../../src/core/messaging/private-message';

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
