import { ERROR_LABELS } from '../../src/core/common/api-error.model';
import type { ChatAction, ChatEvent, ChatKind } from '../../src/core/live-chat/chat.model';
import type { ContractTarget, VisitorPorts } from './contract-target';
import { itWithTools } from './contract-target';
import { EVERY_CHAT_EVENT } from './chat-event-examples';
import { eventually, expectLabel, loginMember, registerAndLogin } from './contract-helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type MessageEvent = Extract<ChatEvent, { name: 'message' }>;

/**
 * Joins a performer's room and subscribes to it. A socket subscription is live only some time
 * after subscribe() returns, so this says hello until its own line comes back: from then on no
 * event of the room is missed.
 */
async function enterRoom(
  target: ContractTarget,
  ports: VisitorPorts,
  index: number,
  kind: ChatKind = 'chat',
): Promise<{ room: string; events: ChatEvent[]; stop: () => void }> {
  const [performer] = (await ports.performers.find({ page: 1, limit: 60 })).items.slice(index, index + 1);
  const session = await ports.member.joinChat({ performerId: performer?.id as number, kind });
  const events: ChatEvent[] = [];
  const stop = ports.chatEvents.subscribe(session.room, (event) => events.push(event));
  await ports.chat.join(session);
  await untilEchoed(target, ports, events);
  return { room: session.room, events, stop };
}

/** The sandbox performer's own lines (greetings, answers), which arrive whenever she likes. */
/** A public tip of 100 credits without a message, as SPEC §7 sends one. */
function tipOf(more: Partial<Extract<ChatAction, { action: 'tip' }>> = {}) {
  return {
    action: 'tip' as const,
    amount: 100,
    tipType: 'tip' as const,
    message: '',
    isPublic: true,
    ...more,
  };
}

function isGreeting(event: ChatEvent): boolean {
  return event.name === 'message' && event.payload.messageType === 'host';
}

/** Says hello in the room until the line comes back through the event stream. */
async function untilEchoed(target: ContractTarget, ports: VisitorPorts, events: ChatEvent[]): Promise<void> {
  const deadline = Date.now() + target.realtimeTimeoutMs;
  for (let attempt = 0; Date.now() < deadline; attempt += 1) {
    const hello = `hallo ${attempt} ${Math.random().toString(36).slice(2, 6)}`;
    await ports.chat.action({ action: 'message', message: hello, messageType: 'room' });
    await sleep(attempt === 0 ? 5 : 100);
    if (events.some((event) => event.name === 'message' && event.payload.message === hello)) return;
  }
  throw new Error('the room stream never delivered');
}

/** ChatEngine and ChatEvents: join, messages, tips with a credit check, leave (SPEC §7). */
export function describeChatEngineContract(name: string, target: ContractTarget): void {
  describe(`ChatEngine contract: ${name}`, () => {
    it('refuses commands before joining', async () => {
      await expectLabel(target.makePorts().chat.action({ action: 'stopVip' }), ERROR_LABELS.forbidden);
    });

    it('joins a room and sees its own message there', async () => {
      const ports = target.makePorts();
      await loginMember(target, ports);
      const { events, stop } = await enterRoom(target, ports, 0);
      await ports.chat.action({ action: 'message', message: 'Hallo allemaal', messageType: 'room' });
      const said = await eventually(
        target,
        () =>
          events.find(
            (event): event is MessageEvent =>
              event.name === 'message' && event.payload.message === 'Hallo allemaal',
          ),
        10,
      );
      expect(said.payload.messageType).toBe('room');
      expect(typeof said.payload.nickname).toBe('string');
      await ports.chat.setLobby('lobby-1');
      await ports.chat.startCamback();
      await ports.chat.stopCamback();
      await ports.chat.reportError('player failed');
      stop();
    });

    it('tips with a credit check and charges the member', async () => {
      const ports = target.makePorts();
      await loginMember(target, ports);
      const { events, stop } = await enterRoom(target, ports, 1);
      const before = await ports.member.getCredits();
      const tip = tipOf({ message: 'wink' });
      const result = await ports.chat.action(tip);
      expect(result.credits).toBe(before - 100);
      expect(await ports.member.getCredits()).toBe(before - 100);
      await eventually(target, () => events.find((event) => event.name === 'tip'), 10);
      await expectLabel(ports.chat.action({ ...tip, amount: 50 }), ERROR_LABELS.validation);
      stop();
    });

    it('charges a tip sent again with the same clientId once, answering the balance as it is', async () => {
      const ports = target.makePorts();
      await loginMember(target, ports);
      const { events, stop } = await enterRoom(target, ports, 1);
      const before = await ports.member.getCredits();
      const tip = tipOf({ clientId: `contract-${Date.now()}-${Math.random()}` });
      expect((await ports.chat.action(tip)).credits).toBe(before - 100);
      expect((await ports.chat.action(tip)).credits).toBe(before - 100);
      expect(await ports.member.getCredits()).toBe(before - 100);
      // Another id is another tip.
      expect((await ports.chat.action({ ...tip, clientId: `${tip.clientId}-2` })).credits).toBe(before - 200);
      await eventually(
        target,
        () => events.filter((event) => event.name === 'tip').length === 2 || undefined,
        10,
      );
      expect(events.filter((event) => event.name === 'tip')).toHaveLength(2);
      stop();
    });

    it('refuses a tip above the balance with badRequest.deduct.credits.amount', async () => {
      const ports = target.makePorts();
      await registerAndLogin(ports);
      // Free chat: a new member's empty balance would not pay paid chat's first minute.
      const { stop } = await enterRoom(target, ports, 2, 'free');
      const tip = tipOf({ isPublic: false });
      await expectLabel(ports.chat.action(tip), ERROR_LABELS.deductCredits);
      stop();
    });

    it('reports the first connect of the chat channel, and a fresh connect after the last room closed', async () => {
      const ports = target.makePorts();
      await loginMember(target, ports);
      const connects: boolean[] = [];
      ports.chatEvents.onConnect((reconnect) => connects.push(reconnect));
      const first = await enterRoom(target, ports, 5);
      expect(connects).toEqual([false]);
      first.stop();
      const second = await enterRoom(target, ports, 6);
      await eventually(target, () => connects.length === 2, 10);
      expect(connects).toEqual([false, false]);
      second.stop();
    });

    itWithTools(target)('reports the reconnect after the sockets drop and keeps delivering', async () => {
      const ports = target.makePorts();
      await loginMember(target, ports);
      const connects: boolean[] = [];
      ports.chatEvents.onConnect((reconnect) => connects.push(reconnect));
      const { events, stop } = await enterRoom(target, ports, 4);
      expect(connects).toEqual([false]);
      target.tools?.dropSockets();
      await eventually(target, () => connects.length === 2, 100);
      expect(connects).toEqual([false, true]);
      await untilEchoed(target, ports, events);
      stop();
    });

    itWithTools(target)('delivers every chat event of SPEC §4, typed, through the event stream', async () => {
      const ports = target.makePorts();
      await loginMember(target, ports);
      const { room, events, stop } = await enterRoom(target, ports, 7);
      const before = events.length;
      for (const event of EVERY_CHAT_EVENT) target.tools!.emitRoomEvent(room, event);
      // The performer may greet in between: compare the emitted events in their order, others aside.
      const arrived = () => events.slice(before).filter((event) => !isGreeting(event));
      await eventually(target, () => arrived().length >= EVERY_CHAT_EVENT.length, 10);
      expect(arrived().slice(0, EVERY_CHAT_EVENT.length)).toEqual(EVERY_CHAT_EVENT);
      stop();
    });

    itWithTools(target)('delivers what the room says right after the subscription settled', async () => {
      const ports = target.makePorts();
      await loginMember(target, ports);
      const [performer] = (await ports.performers.find({ page: 1, limit: 60 })).items.slice(8, 9);
      const session = await ports.member.joinChat({ performerId: performer?.id as number, kind: 'chat' });
      const events: ChatEvent[] = [];
      const stop = ports.chatEvents.subscribe(session.room, (event) => events.push(event));
      await ports.chatEvents.whenListening(session.room);
      const toyOn: ChatEvent = { name: 'updatedSettings', payload: { onlineStatus: 1, toyActive: true } };
      target.tools!.emitRoomEvent(session.room, toyOn);
      await eventually(target, () => events.some((event) => event.name === 'updatedSettings'), 10);
      expect(events.filter((event) => event.name === 'updatedSettings')).toEqual([toyOn]);
      stop();
    });

    itWithTools(target)(
      'answers the join with the room: her status, her toy already on, no show',
      async () => {
        const ports = target.makePorts();
        await loginMember(target, ports);
        const [performer] = (await ports.performers.find({ page: 1, limit: 60 })).items.slice(9, 10);
        const { id, username } = performer!;
        await target.tools!.setPerformerStatus(username, 1);
        await target.tools!.setToy(id, true);
        const session = await ports.member.joinChat({ performerId: id, kind: 'chat' });
        await expect(ports.chat.join(session)).resolves.toEqual({
          onlineStatus: 1,
          toyActive: true,
          vip: false,
          freeSecondsLeft: null,
        });
        // The same seat entered again (after a reconnect) is told the room as it is then.
        await target.tools!.setToy(id, false);
        await expect(ports.chat.join(session)).resolves.toEqual({
          onlineStatus: 1,
          toyActive: false,
          vip: false,
          freeSecondsLeft: null,
        });
        await ports.chat.leave('default');
        await target.tools!.setPerformerStatus(username, null);
      },
    );

    itWithTools(target)('tells a guest in free chat the free time left at the join', async () => {
      const ports = target.makePorts();
      const [performer] = (await ports.performers.find({ page: 1, limit: 60 })).items.slice(10, 11);
      const { id, username } = performer!;
      await target.tools!.setPerformerStatus(username, 3);
      const session = await ports.member.joinChat({ performerId: id, kind: 'free' });
      const state = await ports.chat.join(session);
      // The sandbox's limit is 180 s by default: counted down from the join, never invented.
      expect(state.freeSecondsLeft).toBeGreaterThan(0);
      expect(state.freeSecondsLeft).toBeLessThanOrEqual(180);
      await ports.chat.leave('default');
      await target.tools!.setPerformerStatus(username, null);
    });

    it('tells the paid chat’s first minute as a charge naming the member', async () => {
      const ports = target.makePorts();
      await loginMember(target, ports);
      const [performer] = (await ports.performers.find({ page: 1, limit: 60 })).items.slice(11, 12);
      const session = await ports.member.joinChat({ performerId: performer?.id as number, kind: 'chat' });
      const events: ChatEvent[] = [];
      const stop = ports.chatEvents.subscribe(session.room, (event) => events.push(event));
      await ports.chatEvents.whenListening(session.room);
      await ports.chat.join(session);
      const charged = () => events.find((event) => event.name === 'charged');
      await eventually(target, () => charged() !== undefined, 10);
      expect(charged()!.payload).toEqual({
        nickname: session.nickname,
        kind: 'chat',
        amount: 60,
        spent: 60,
        seconds: 0,
      });
      await ports.chat.leave('default');
      stop();
    });

    it('refuses commands after leaving', async () => {
      const ports = target.makePorts();
      await loginMember(target, ports);
      const { stop } = await enterRoom(target, ports, 3);
      await ports.chat.leave('default');
      await expectLabel(ports.chat.action({ action: 'stopVip' }), ERROR_LABELS.forbidden);
      stop();
    });
  });
}
