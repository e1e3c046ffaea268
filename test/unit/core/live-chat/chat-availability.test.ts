import { canChat, onlineMode } from '../../../../src/core/live-chat/chat-availability';

describe('onlineMode', () => {
  it.each([
    [0, 'offline'],
    [1, 'online'],
    [3, 'infree'],
    [5, 'invip'],
    [9, 'pause'],
    [7, 'invip'],
    [13, 'invip'],
    [11, 'pause'],
  ])('reads status %p as %p', (status, mode) => {
    expect(onlineMode(status)).toBe(mode);
  });

  it('is offline without the LIVE bit, whatever mode bit is set', () => {
    expect([onlineMode(2), onlineMode(4), onlineMode(8)]).toEqual(['offline', 'offline', 'offline']);
  });

  it('is offline for values that are not statuses', () => {
    expect([onlineMode(-1), onlineMode(1.5), onlineMode(Number.NaN)]).toEqual([
      'offline',
      'offline',
      'offline',
    ]);
  });
});

describe('canChat', () => {
  it('allows chatting when the performer is online or in free chat', () => {
    expect([canChat(1), canChat(3)]).toEqual([true, true]);
  });

  it('does not allow it offline, in another member’s VIP show, or during a pause', () => {
    expect([canChat(0), canChat(5), canChat(9), canChat(2)]).toEqual([false, false, false, false]);
  });
});
