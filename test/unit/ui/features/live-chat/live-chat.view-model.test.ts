import { ok, fail } from '../../../../../src/core/common/result.model';
import { ROOM_STATE_UNKNOWN, type ChatEvent } from '../../../../../src/core/live-chat/chat.model';
import { room, SESSION } from './live-chat-test-room';

describe('LiveChatViewModel', () => {
  describe('a guest on a phone call', () => {
    it('joins with the call’s session, which the room says pays', async () => {
      const { vm, feature } = room({}, null, [], 'ivr_1');
      expect(vm.callPays).toBe(true);
      await vm.join();
      expect(feature.joinChat.execute).toHaveBeenCalledWith(
        expect.objectContaining({ phoneSession: 'ivr_1' }),
      );
      expect(vm.status).toBe('joined');
    });

    it('is told to wait for the call’s next minute, not offered credits, when a seat is not paid yet', async () => {
      const noCredits = { execute: jest.fn(async () => fail({ kind: 'noCredits' })), again: jest.fn() };
      const { vm, modals } = room({ joinChat: noCredits }, null, [], 'ivr_1');
      await vm.join();
      expect([vm.status, vm.failedBecause, modals]).toEqual(['failed', 'callCredits', []]);
    });

    it('is not offered credits when the chat stops for want of them', async () => {
      const { vm, emit, modals } = room({}, null, [], 'ivr_1');
      await vm.join();
      emit({ name: 'chatStopped', payload: { error: 'badRequest.deduct.credits.amount', nickname: 'bert' } });
      expect([vm.status, vm.leftBecause, modals]).toEqual(['left', 'noCredits', []]);
    });

    it('goes on in her room on a call after the free time of a guest was up', async () => {
      const { vm, feature, emit, modals, setPhoneSession } = room({}, null);
      await vm.join();
      emit({ name: 'memberConnected', payload: { nickname: 'bert' } });
      emit({ name: 'kick', payload: { nickname: 'bert', reason: 'guestExpired' } });
      expect([vm.status, vm.leftBecause, vm.callPays, modals]).toEqual([
        'left',
        'guestExpired',
        false,
        ['register'],
      ]);
      setPhoneSession('ivr_1');
      expect(vm.callPays).toBe(true);
      await vm.join();
      expect(feature.joinChat.execute).toHaveBeenLastCalledWith(
        expect.objectContaining({ phoneSession: 'ivr_1' }),
      );
      expect([vm.status, vm.leftBecause]).toEqual(['joined', null]);
    });

    it('does not pay without a call', () => {
      expect(room({}, null).vm.callPays).toBe(false);
    });
  });

  it('joins paid chat with the public and private tabs, and files lines by tab with unread marks', async () => {
    const { vm, emit } = room();
    await vm.join();
    expect(vm.status).toBe('joined');
    expect(vm.tabs).toEqual(['public', 'private']);
    emit({ name: 'message', payload: { nickname: 'anna', message: 'hoi', messageType: 'room' } });
    emit({ name: 'message', payload: { nickname: 'sanne', message: 'Hoi Bert', messageType: 'host' } });
    expect(vm.lines.of('public').map((line) => line.text)).toEqual(['hoi']);
    expect(vm.lines.of('private').map((line) => line.type)).toEqual(['host']);
    expect(vm.lines.isUnread('private')).toBe(true);
    vm.showTab('private');
    expect(vm.lines.isUnread('private')).toBe(false);
  });

  it('shows an own line at once, and neither twice nor lost: the echo is merged, a failure can be retried', async () => {
    const send = jest
      .fn()
      .mockResolvedValueOnce(fail({ kind: 'notSent' }))
      .mockResolvedValue(ok({ text: 'hallo' }));
    const { vm, emit } = room({ sendChatMessage: { execute: send } });
    await vm.join();
    vm.writing.setDraft('hallo');
    await vm.writing.send();
    expect(vm.lines.of('public').map((line) => [line.text, line.status])).toEqual([['hallo', 'notSent']]);
    expect(vm.writing.draft).toBe('');
    await vm.writing.retry(vm.lines.of('public')[0]!.id);
    emit({ name: 'message', payload: { nickname: 'bert', message: 'hallo', messageType: 'room' } });
    expect(vm.lines.of('public').map((line) => [line.text, line.status])).toEqual([['hallo', 'sent']]);
  });

  it('sends one tip for a double click', async () => {
    const { vm, feature } = room();
    await vm.join();
    await Promise.all([vm.tips.tip(100), vm.tips.tip(100)]);
    expect(feature.tip.execute).toHaveBeenCalledTimes(1);
    expect(vm.tips.tipped).toBe(100);
  });

  it('sends one tip for a double click that the backend answered between the clicks', async () => {
    const { vm, feature, clock } = room();
    await vm.join();
    const clickAt = async (at: number, amount: number) => {
      clock.now = at;
      await vm.tips.tip(amount);
    };
    await clickAt(1000, 100);
    await clickAt(1300, 100);
    expect(feature.tip.execute).toHaveBeenCalledTimes(1);
    // Another amount at once, and the same one after a double click's pause, are tips of their own.
    await clickAt(1400, 500);
    await clickAt(1900, 100);
    expect((feature.tip.execute as jest.Mock).mock.calls.map(([input]) => input.amount)).toEqual([
      100, 500, 100,
    ]);
  });

  it('opens the no-credits modal for a tip the balance does not cover', async () => {
    const { vm, modals } = room({ tip: { execute: jest.fn(async () => fail({ kind: 'noCredits' })) } });
    await vm.join();
    await vm.tips.tip(100000);
    expect(modals).toEqual(['noCredits']);
  });

  it('leaves when a newer session took the seat, and says why', async () => {
    const { vm, emit, left } = room();
    await vm.join();
    emit({ name: 'memberConnected', payload: { nickname: 'bert' } });
    emit({ name: 'kick', payload: { nickname: 'someone', reason: 'duplicateSession' } });
    expect(vm.status).toBe('joined');
    emit({ name: 'kick', payload: { nickname: 'bert', reason: 'duplicateSession' } });
    expect([vm.status, vm.leftBecause, left]).toEqual(['left', 'duplicateSession', ['kicked']]);
  });

  it('ignores the older seat’s kick when it arrives after the join’s answer, before the room announced this seat', async () => {
    const { vm, emit, left } = room();
    await vm.join();
    // The engine kicked the older seat, then announced this one; the socket brought both late.
    emit({ name: 'kick', payload: { nickname: 'bert', reason: 'duplicateSession' } });
    expect(vm.status).toBe('joined');
    emit({ name: 'memberConnected', payload: { nickname: 'bert' } });
    expect(vm.status).toBe('joined');
    // A still newer tab of the same member takes the seat from this one.
    emit({ name: 'kick', payload: { nickname: 'bert', reason: 'duplicateSession' } });
    expect([vm.status, vm.leftBecause, left]).toEqual(['left', 'duplicateSession', ['kicked']]);
  });

  it('hears the room announce this seat even while the engine is still taking it', async () => {
    const entry: ChatEvent = { name: 'memberConnected', payload: { nickname: 'bert' } };
    const { vm, emit } = room({}, 5000, [entry]);
    await vm.join();
    emit({ name: 'kick', payload: { nickname: 'bert', reason: 'duplicateSession' } });
    expect([vm.status, vm.leftBecause]).toEqual(['left', 'duplicateSession']);
  });

  it('leaves at once when the studio kicks this seat, announced or not', async () => {
    const { vm, emit } = room();
    await vm.join();
    emit({ name: 'kick', payload: { nickname: 'bert', reason: 'default' } });
    expect([vm.status, vm.leftBecause]).toEqual(['left', 'kicked']);
  });

  it('stops at no credits with the modal, and warns under a minute before', async () => {
    const { vm, emit, modals, setBalance } = room();
    await vm.join();
    expect(vm.lowOnCredits).toBe(false);
    setBalance(59);
    expect(vm.lowOnCredits).toBe(true);
    emit({ name: 'chatStopped', payload: { error: 'badRequest.deduct.credits.amount', nickname: 'bert' } });
    expect([vm.status, vm.leftBecause, modals]).toEqual(['left', 'noCredits', ['noCredits']]);
  });

  describe('after a payment (the performer page after-pay event)', () => {
    // afterPay() starts the join and does not wait for it; the fakes answer within a few turns.
    const joined = () => new Promise((resolve) => setImmediate(resolve));
    const noCredits: ChatEvent = {
      name: 'chatStopped',
      payload: { error: 'badRequest.deduct.credits.amount', nickname: 'bert' },
    };

    it('takes a member stopped for want of credits back into her room once credits are bought', async () => {
      const { vm, feature, emit } = room();
      await vm.join();
      emit(noCredits);
      expect([vm.status, vm.leftBecause]).toEqual(['left', 'noCredits']);
      vm.afterPay({ outcome: 'failed' });
      expect(vm.status).toBe('left');
      vm.afterPay({ outcome: 'bought' });
      await joined();
      expect(feature.joinChat.execute).toHaveBeenCalledTimes(2);
      expect([vm.status, vm.leftBecause]).toEqual(['joined', null]);
      vm.afterPay({ outcome: 'bought' });
      expect(feature.joinChat.execute).toHaveBeenCalledTimes(2);
    });

    it('starts the paid chat that was refused for want of credits', async () => {
      const execute = jest
        .fn()
        .mockResolvedValueOnce(fail({ kind: 'noCredits' }))
        .mockResolvedValueOnce(
          ok({ session: SESSION, kind: 'chat', nickname: 'bert', room: ROOM_STATE_UNKNOWN }),
        );
      const { vm, modals } = room({ joinChat: { execute, again: jest.fn() } });
      await vm.join();
      expect([vm.status, modals]).toEqual(['failed', ['noCredits']]);
      vm.afterPay({ outcome: 'bought' });
      await joined();
      expect(vm.status).toBe('joined');
    });

    it('leaves a member in the room, or out of it for another reason, as they are', async () => {
      const inRoom = room();
      await inRoom.vm.join();
      inRoom.vm.afterPay({ outcome: 'bought' });
      expect(inRoom.feature.joinChat.execute).toHaveBeenCalledTimes(1);
      const away = room();
      await away.vm.join();
      away.emit(noCredits);
      away.vm.leave('tabChange');
      away.vm.afterPay({ outcome: 'bought' });
      expect(away.vm.status).toBe('left');
      expect(away.feature.joinChat.execute).toHaveBeenCalledTimes(1);
      const kicked = room();
      await kicked.vm.join();
      kicked.emit({ name: 'kick', payload: { nickname: 'bert', reason: 'default' } });
      kicked.vm.afterPay({ outcome: 'bought' });
      expect(kicked.vm.status).toBe('left');
    });
  });

  it('opens the VIP tab when her acceptance names this member, at VIP rates', async () => {
    const { vm, emit, setBalance } = room();
    await vm.join();
    await vm.vipShow.request();
    expect(vm.vip).toBe('requested');
    emit({ name: 'acceptVip', payload: { nickname: 'bert', seconds: 60 } });
    expect([vm.vip, vm.activeTab, vm.billedAs]).toEqual(['running', 'vip', 'vip']);
    setBalance(200);
    expect(vm.lowOnCredits).toBe(true);
    emit({ name: 'stopVip', payload: { nickname: 'bert' } });
    expect(vm.tabs).toEqual(['public', 'private']);
  });

  it('leaves once joined when it was left while joining, with that reason', async () => {
    const { vm, left } = room();
    const joining = vm.join();
    vm.leave('tabChange');
    await joining;
    expect(vm.status).toBe('left');
    expect(left).toEqual(['tabChange']);
  });

  it('enters again with the same seat after the chat socket came back, not as a new (duplicate) session', async () => {
    const { vm, feature, reconnect } = room();
    await vm.join();
    await reconnect();
    expect(feature.joinChat.again).toHaveBeenCalledWith(SESSION);
    expect(feature.joinChat.execute).toHaveBeenCalledTimes(1);
  });

  it('listens before entering, yet ignores what the room says while the engine takes the visitor', async () => {
    const kick: ChatEvent = { name: 'kick', payload: { nickname: 'bert', reason: 'duplicateSession' } };
    const { vm, emit } = room({}, 5000, [kick]);
    await vm.join();
    expect(vm.status).toBe('joined');
    emit({ name: 'message', payload: { nickname: 'sanne', message: 'Welkom!', messageType: 'room' } });
    expect(vm.lines.of('public').map((line) => line.text)).toEqual(['Welkom!']);
  });

  describe('the room as the engine says it is at the entry', () => {
    const notices = (vm: ReturnType<typeof room>['vm']) =>
      vm.lines.of('public').map((line) => line.notice?.key);

    it('offers her toy at once when it was already on, with the notice a member entering expects', async () => {
      const { vm } = room({}, 5000, [], null, {
        onlineStatus: 1,
        toyActive: true,
        vip: false,
        freeSecondsLeft: null,
      });
      await vm.join();
      expect([vm.status, vm.toyActive]).toEqual(['joined', true]);
      expect(notices(vm)).toEqual(['toyOn']);
    });

    it('assumes nothing on when the engine says nothing about the room', async () => {
      const { vm } = room();
      await vm.join();
      expect([vm.toyActive, vm.vip, notices(vm)]).toEqual([false, 'none', []]);
    });

    it('reads what the room said after announcing the seat during the join after the join’s state', async () => {
      const duringJoin: ChatEvent[] = [
        { name: 'memberConnected', payload: { nickname: 'bert' } },
        { name: 'updatedMembers', payload: { count: 3 } },
        { name: 'updatedSettings', payload: { onlineStatus: 1, toyActive: false } },
      ];
      const { vm } = room({}, 5000, duringJoin, null, {
        onlineStatus: 1,
        toyActive: true,
        vip: false,
        freeSecondsLeft: null,
      });
      await vm.join();
      expect([vm.members, vm.toyActive, notices(vm)]).toEqual([3, false, ['toyOn', 'toyOff']]);
    });

    it('catches up after the chat socket came back with what changed while it was down', async () => {
      const again = jest.fn(async () => ({
        onlineStatus: 1,
        toyActive: true,
        vip: false,
        freeSecondsLeft: null,
      }));
      const { vm, feature, reconnect } = room();
      (feature.joinChat as unknown as { again: typeof again }).again = again;
      await vm.join();
      await reconnect();
      expect(again).toHaveBeenCalledWith(SESSION);
      expect([vm.toyActive, notices(vm)]).toEqual([true, ['toyOn']]);
    });
  });

  it('offers to enter again when entering failed, and never stays entering', async () => {
    const failed = { execute: jest.fn(async () => fail({ kind: 'failed' })), again: jest.fn() };
    const { vm } = room({ joinChat: failed });
    await vm.join();
    expect([vm.status, vm.failedBecause]).toEqual(['failed', null]);
  });

  it('says when she cannot chat or only members can', async () => {
    const offline = room({ joinChat: { execute: jest.fn(async () => fail({ kind: 'offline' })) } });
    await offline.vm.join();
    expect(offline.vm.status).toBe('offline');
    const guest = room({ joinChat: { execute: jest.fn(async () => fail({ kind: 'membersOnly' })) } });
    await guest.vm.join();
    expect(guest.vm.status).toBe('membersOnly');
  });
});
