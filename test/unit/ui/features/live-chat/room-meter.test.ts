import { ok } from '../../../../../src/core/common/result.model';
import { ROOM_STATE_UNKNOWN, type ChatEvent } from '../../../../../src/core/live-chat/chat.model';
import { room, SESSION } from './live-chat-test-room';

const charged = (kind: 'chat' | 'vip', spent: number, seconds: number, nickname = 'bert'): ChatEvent => ({
  name: 'charged',
  payload: { nickname, kind, amount: kind === 'vip' ? 4 : 60, spent, seconds },
});

/** A room whose engine join puts the visitor in free chat (a member, or a guest with a limit). */
function freeRoom(freeSecondsLeft: number | null, balance: number | null) {
  const entry = { ...ROOM_STATE_UNKNOWN, freeSecondsLeft };
  const joinChat = {
    execute: jest.fn(async (input: { beforeEnter?: (session: typeof SESSION) => void }) => {
      input.beforeEnter?.(SESSION);
      return ok({ session: SESSION, kind: 'free' as const, nickname: 'bert', room: entry });
    }),
    again: jest.fn(),
  };
  return room({ joinChat }, balance);
}

describe('the room’s cost meter', () => {
  it('shows the engine’s figures for paid chat, its time running on between charges', async () => {
    const { vm, emit, clock } = room();
    await vm.join();
    expect(vm.meter.reading).toBeNull();
    emit(charged('chat', 60, 0));
    expect(vm.meter.reading).toEqual({ kind: 'chat', rate: 1, spent: 60, seconds: 0 });
    clock.now += 3000;
    vm.meter.tick();
    expect(vm.meter.reading).toMatchObject({ spent: 60, seconds: 3 });
    emit(charged('chat', 999, 0, 'anna'));
    emit(charged('chat', 120, 60));
    expect(vm.meter.reading).toMatchObject({ spent: 120, seconds: 60 });
  });

  it('meters a show from its acceptance at its own rate, then the chat again after it', async () => {
    const { vm, emit } = room();
    await vm.join();
    emit(charged('chat', 60, 0));
    emit({ name: 'acceptVip', payload: { nickname: 'bert', seconds: 60 } });
    expect(vm.meter.reading).toEqual({ kind: 'vip', rate: 4, spent: 0, seconds: 0 });
    emit(charged('vip', 4, 1));
    expect(vm.meter.reading).toMatchObject({ kind: 'vip', spent: 4, seconds: 1 });
    emit({ name: 'stopVip', payload: { nickname: 'bert' } });
    expect(vm.meter.reading).toMatchObject({ kind: 'chat', spent: 60 });
  });

  it('forgets the last seat’s figures when entering again', async () => {
    const { vm, emit } = room();
    await vm.join();
    emit(charged('chat', 60, 0));
    vm.leave('default');
    expect(vm.meter.reading).toBeNull();
    await vm.join();
    expect(vm.meter.reading).toBeNull();
  });

  it('lets a member in free chat ask for a show, which opens its tab and meter', async () => {
    const { vm, emit, feature } = freeRoom(null, 5000);
    await vm.join();
    expect(vm.meter.reading).toBeNull();
    await vm.vipShow.request();
    expect(feature.requestVip.execute).toHaveBeenCalled();
    emit({ name: 'acceptVip', payload: { nickname: 'bert', seconds: 60 } });
    expect([vm.tabs, vm.activeTab]).toEqual([['freechat', 'vip'], 'vip']);
    emit(charged('vip', 8, 2));
    expect(vm.meter.reading).toMatchObject({ kind: 'vip', spent: 8 });
  });
});

describe('a guest’s free-time countdown', () => {
  it('counts down from the engine’s figure, said under a minute and at ten seconds', async () => {
    const { vm, clock } = freeRoom(65, null);
    await vm.join();
    expect([vm.meter.freeSecondsLeft, vm.meter.freeMoment]).toEqual([65, null]);
    clock.now += 5000;
    vm.meter.tick();
    expect([vm.meter.freeSecondsLeft, vm.meter.freeMoment]).toEqual([60, 'lastMinute']);
    clock.now += 50_000;
    vm.meter.tick();
    expect([vm.meter.freeSecondsLeft, vm.meter.freeMoment]).toEqual([10, 'lastSeconds']);
  });

  it('shows none for a seat without a limit, nor after leaving', async () => {
    const { vm } = freeRoom(null, 5000);
    await vm.join();
    expect(vm.meter.freeSecondsLeft).toBeNull();
    const guest = freeRoom(100, null);
    await guest.vm.join();
    guest.vm.leave('default');
    expect(guest.vm.meter.freeSecondsLeft).toBeNull();
  });
});
