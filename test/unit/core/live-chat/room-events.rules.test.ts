import type { ChatEvent, ChatEventName } from '../../../../src/core/live-chat/chat.model';
import { CHAT_EVENT_EXAMPLES } from '../../../contract/chat-event-examples';
import { NOTICE_KEYS } from '../../../../src/core/live-chat/chat-room.model';
import { isLowOnCredits, secondsLeft } from '../../../../src/core/live-chat/chat-credits.rules';
import { readRoomEvent } from '../../../../src/core/live-chat/room-events.rules';
import { tabsFor, type RoomContext } from '../../../../src/core/live-chat/room-lines.rules';

function context(overrides: Partial<RoomContext> = {}): RoomContext {
  let id = 0;
  return { self: 'Bert', kind: 'chat', vip: false, now: 1000, nextId: () => `l${(id += 1)}`, ...overrides };
}

function read(event: ChatEvent, overrides: Partial<RoomContext> = {}) {
  return readRoomEvent(event, context(overrides));
}

const EXAMPLES = CHAT_EVENT_EXAMPLES;

describe('readRoomEvent', () => {
  it.each(Object.keys(EXAMPLES) as ChatEventName[])('reads %s with known notice keys only', (name) => {
    const reading = read({ name, payload: EXAMPLES[name] } as ChatEvent);
    for (const line of reading.lines) {
      if (line.notice) expect(NOTICE_KEYS).toContain(line.notice.key);
      else expect(line.text.length).toBeGreaterThan(0);
    }
  });

  it("puts the room's lines in the public tab of paid chat and in free chat's own tab", () => {
    const message = { name: 'message', payload: EXAMPLES.message } as const;
    expect(read(message).lines[0]).toMatchObject({
      tab: 'public',
      type: 'room',
      nickname: 'Anna',
      own: false,
    });
    expect(read(message, { kind: 'free' }).lines[0]).toMatchObject({ tab: 'freechat' });
  });

  it("puts the performer's lines in the private tab, or the VIP tab during a show, and knows own lines", () => {
    const host = {
      name: 'message',
      payload: { nickname: 'Sanne', message: 'Hoi Bert', messageType: 'host' },
    } as const;
    expect(read(host).lines[0]).toMatchObject({ tab: 'private', type: 'host' });
    expect(read(host, { vip: true }).lines[0]).toMatchObject({ tab: 'vip' });
    const own = {
      name: 'message',
      payload: { nickname: 'Bert', message: 'hoi', messageType: 'host' },
    } as const;
    expect(read(own).lines[0]).toMatchObject({ tab: 'private', type: 'member', own: true });
  });

  it('acts on a kick only when it names this visitor', () => {
    const kick = (nickname: string) =>
      read({ name: 'kick', payload: { nickname, reason: 'duplicateSession' } });
    expect(kick('Anna')).toEqual({ lines: [], effects: [] });
    expect(kick('Bert').effects).toEqual([{ kind: 'kicked', reason: 'duplicateSession' }]);
    expect(kick('Bert').lines[0]!.notice?.key).toBe('kick.duplicateSession');
  });

  it('turns running out of credits into the no-credits notice and a stop', () => {
    const stopped = read({ name: 'chatStopped', payload: { error: 'badRequest.deduct.credits.amount' } });
    expect(stopped.lines[0]!.notice?.key).toBe('noCredits');
    expect(stopped.effects).toEqual([{ kind: 'stopped', error: 'badRequest.deduct.credits.amount' }]);
  });

  it('says a chat the member’s own limit stopped stopped for his limit', () => {
    const stopped = read({ name: 'chatStopped', payload: { error: 'badRequest.spending.limit' } });
    expect(stopped.lines[0]!.notice?.key).toBe('spendingLimit');
    expect(stopped.effects).toEqual([{ kind: 'stopped', error: 'badRequest.spending.limit' }]);
    expect(read({ name: 'chatStopped', payload: { error: 'anything.else' } }).lines[0]!.notice?.key).toBe(
      'chatStopped',
    );
  });

  it('announces the toy switching on and off, and passes vibrations to the stream', () => {
    const on = read({ name: 'updatedSettings', payload: { onlineStatus: 1, toyActive: true } });
    expect(on.lines[0]!.notice?.key).toBe('toyOn');
    expect(on.effects).toEqual([
      { kind: 'toy', active: true },
      { kind: 'status', onlineStatus: 1 },
    ]);
    expect(read({ name: 'updatedSettings', payload: { onlineStatus: 9 } })).toEqual({
      lines: [],
      effects: [{ kind: 'status', onlineStatus: 9 }],
    });
    expect(read({ name: 'cybertoy', payload: EXAMPLES.cybertoy }).effects).toEqual([
      { kind: 'vibrate', level: 10, nickname: 'Anna' },
    ]);
  });

  it("starts this member's VIP show on its acceptance only, and hides others' private tips", () => {
    expect(read({ name: 'acceptVip', payload: EXAMPLES.acceptVip }).effects).toEqual([
      { kind: 'vipAccepted', seconds: 60 },
    ]);
    expect(read({ name: 'acceptVip', payload: { nickname: 'Anna', seconds: 60 } }).effects).toEqual([]);
    expect(read({ name: 'tip', payload: { ...EXAMPLES.tip, isPublic: false } })).toEqual({
      lines: [],
      effects: [],
    });
    expect(
      read({ name: 'tip', payload: { ...EXAMPLES.tip, nickname: 'Bert', isPublic: false } }).lines[0]!.tab,
    ).toBe('private');
  });

  it('gives every line a fresh id and the time it arrived', () => {
    const ctx = context();
    const first = readRoomEvent({ name: 'message', payload: EXAMPLES.message }, ctx).lines[0]!;
    const second = readRoomEvent({ name: 'message', payload: EXAMPLES.message }, ctx).lines[0]!;
    expect(first.id).not.toBe(second.id);
    expect(first.at).toBe(1000);
  });
});

describe('credits in the room', () => {
  it('count seconds left at 1 credit a second in chat and 4 in VIP; free chat costs nothing', () => {
    expect(secondsLeft(120, 'chat')).toBe(120);
    expect(secondsLeft(120, 'vip')).toBe(30);
    expect(secondsLeft(120, 'free')).toBeNull();
  });

  it('warn under one minute left', () => {
    expect(isLowOnCredits(59, 'chat')).toBe(true);
    expect(isLowOnCredits(60, 'chat')).toBe(false);
    expect(isLowOnCredits(239, 'vip')).toBe(true);
    expect(isLowOnCredits(0, 'free')).toBe(false);
  });

  it('show the VIP tab only during a show, and free chat alone', () => {
    expect(tabsFor('free', false)).toEqual(['freechat']);
    expect(tabsFor('chat', false)).toEqual(['public', 'private']);
    expect(tabsFor('chat', true)).toEqual(['public', 'private', 'vip']);
    // A show asked from free chat has its tab beside it.
    expect(tabsFor('free', true)).toEqual(['freechat', 'vip']);
  });
});

describe('a charge', () => {
  const charged = (nickname: string): ChatEvent => ({
    name: 'charged',
    payload: { nickname, kind: 'vip', amount: 4, spent: 12, seconds: 3 },
  });

  it('updates this visitor’s meter without a line', () => {
    expect(read(charged('Bert'))).toEqual({
      lines: [],
      effects: [{ kind: 'charged', chatKind: 'vip', spent: 12, seconds: 3 }],
    });
  });

  it('of someone else is not this visitor’s', () => {
    expect(read(charged('Anna'))).toEqual({ lines: [], effects: [] });
  });
});
