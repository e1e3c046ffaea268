import { ROOM_STATE_UNKNOWN, type RoomState } from '../../../../src/core/live-chat/chat.model';
import type { RoomContext } from '../../../../src/core/live-chat/room-lines.rules';
import { readRoomState, type KnownRoom } from '../../../../src/core/live-chat/room-entry.rules';

const LIVE = 1;
const FREE = 3;
const PAUSE = 9;

function context(overrides: Partial<RoomContext> = {}): RoomContext {
  let id = 0;
  return { self: 'Bert', kind: 'chat', vip: false, now: 1000, nextId: () => `l${(id += 1)}`, ...overrides };
}

function read(state: Partial<RoomState>, known: KnownRoom, overrides: Partial<RoomContext> = {}) {
  const reading = readRoomState({ ...ROOM_STATE_UNKNOWN, ...state }, context(overrides), known);
  return {
    notices: reading.lines.map((line) => `${line.tab}:${line.notice?.key}`),
    // A guest's free time is told at every entry (its own test below).
    effects: reading.effects.filter((effect) => effect.kind !== 'freeTime'),
  };
}

const NEW_SEAT: KnownRoom = { toyActive: false, again: false };

describe('readRoomState', () => {
  it('tells the free time the engine gave a guest at every entry, and none for a seat without a limit', () => {
    const freeTime = (state: Partial<RoomState>, known: KnownRoom) =>
      readRoomState({ ...ROOM_STATE_UNKNOWN, ...state }, context({ kind: 'free' }), known).effects.filter(
        (effect) => effect.kind === 'freeTime',
      );
    expect(freeTime({ freeSecondsLeft: 170 }, NEW_SEAT)).toEqual([{ kind: 'freeTime', secondsLeft: 170 }]);
    expect(freeTime({ freeSecondsLeft: 42 }, { toyActive: false, again: true })).toEqual([
      { kind: 'freeTime', secondsLeft: 42 },
    ]);
    expect(freeTime({}, NEW_SEAT)).toEqual([{ kind: 'freeTime', secondsLeft: null }]);
  });

  it('tells a member entering that her toy is already on, and turns the toy tips on', () => {
    expect(read({ onlineStatus: LIVE, toyActive: true }, NEW_SEAT)).toEqual({
      notices: ['public:toyOn'],
      effects: [
        { kind: 'toy', active: true },
        { kind: 'status', onlineStatus: LIVE },
      ],
    });
  });

  it('says free chat is on in the free chat tab', () => {
    expect(read({ onlineStatus: FREE }, NEW_SEAT, { kind: 'free' }).notices).toEqual(['freechat:freeChatOn']);
  });

  it('hands a pause on as her status (the room has a notice of its own for it)', () => {
    expect(read({ onlineStatus: PAUSE }, NEW_SEAT).effects).toContainEqual({
      kind: 'status',
      onlineStatus: PAUSE,
    });
  });

  it('assumes nothing on when the engine said nothing, even after a seat that had her toy on', () => {
    expect(read({}, { toyActive: true, again: false })).toEqual({
      notices: [],
      effects: [{ kind: 'toy', active: false }],
    });
  });

  describe('the same seat entered again after the channel came back', () => {
    it('tells only what changed while it was down', () => {
      expect(read({ onlineStatus: FREE, toyActive: true }, { toyActive: true, again: true })).toEqual({
        notices: [],
        effects: [{ kind: 'status', onlineStatus: FREE }],
      });
      expect(read({ toyActive: false }, { toyActive: true, again: true })).toEqual({
        notices: ['public:toyOff'],
        effects: [{ kind: 'toy', active: false }],
      });
    });

    it('opens the show found running, and ends the show found over', () => {
      expect(read({ vip: true }, { toyActive: false, again: true }).effects).toEqual([
        { kind: 'vipAccepted', seconds: null },
      ]);
      expect(read({ vip: false }, { toyActive: false, again: true }, { vip: true })).toEqual({
        notices: ['public:stopVip'],
        effects: [{ kind: 'vipEnded' }],
      });
    });
  });
});
