import type { ChatEvent } from '../../../src/core/live-chat/chat.model';
import { DEFAULT_GUEST_LIMIT_SECONDS } from '../../../src/adapters/fake/world/room-settings';
import { loginAs, makeBackend, rejectionLabel, visitor } from './helpers';

const tip = (amount: number) => ({
  action: 'tip' as const,
  amount,
  tipType: 'tip' as const,
  message: '',
  isPublic: true,
});

describe('FakeChatEngine', () => {
  it('charges tips within 100..100000 and refuses them without enough credits', async () => {
    const { ports } = makeBackend();
    await loginAs(ports, 'oldtimer', 'oldtimer123');
    const session = await ports.member.joinChat({ performerId: 1001, kind: 'chat' });
    const events: ChatEvent[] = [];
    ports.chatEvents.subscribe(session.room, (event) => events.push(event));
    expect(await rejectionLabel(ports.chat.action(tip(100)))).toBe('forbidden');
    await ports.chat.join(session);
    // 800 credits, less the first minute of paid chat (60) and the tip.
    expect(await ports.chat.action(tip(500))).toEqual({ credits: 240 });
    expect(await rejectionLabel(ports.chat.action(tip(99)))).toBe('badRequest.validation');
    expect(await rejectionLabel(ports.chat.action(tip(100001)))).toBe('badRequest.validation');
    expect(await rejectionLabel(ports.chat.action(tip(241)))).toBe('badRequest.deduct.credits.amount');
    expect(await ports.member.getCredits()).toBe(240);
    expect(events.map((e) => e.name)).toEqual(expect.arrayContaining(['memberConnected', 'tip']));
    expect(events.filter((e) => e.name === 'tip')).toHaveLength(1);
  });

  it('lets guests into free chat only, and kicks them when the free time is up', async () => {
    const { clock, ports } = makeBackend();
    expect(await rejectionLabel(ports.member.joinChat({ performerId: 1001, kind: 'chat' }))).toBe(
      'unauthorized',
    );
    const session = await ports.member.joinChat({ performerId: 1001, kind: 'free' });
    const events: ChatEvent[] = [];
    ports.chatEvents.subscribe(session.room, (event) => events.push(event));
    await ports.chat.join(session);
    await ports.chat.join(session);
    expect(events.filter((e) => e.name === 'memberConnected')).toHaveLength(1);
    expect(await rejectionLabel(ports.chat.action(tip(100)))).toBe('unauthorized');
    clock.advance(30_000);
    // The free time left, as the join answers it again: counted on the engine's clock.
    expect((await ports.chat.join(session)).freeSecondsLeft).toBe(DEFAULT_GUEST_LIMIT_SECONDS - 30);
    clock.advance(DEFAULT_GUEST_LIMIT_SECONDS * 1000);
    expect(events.find((e) => e.name === 'kick')?.payload).toMatchObject({ reason: 'guestExpired' });
  });

  it('answers a VIP request after two seconds and bills the show by the second once accepted', async () => {
    const { backend, clock, ports } = makeBackend();
    await loginAs(ports, 'demo', 'demo1234');
    const live = backend.world.performers.all().find((p) => p.onlineStatus === 1)!;
    backend.world.chat.settings.update(live.id, { vipAnswer: 'accept' });
    const session = await ports.member.joinChat({ performerId: live.id, kind: 'vip' });
    const names: string[] = [];
    ports.chatEvents.subscribe(session.room, (event) => names.push(event.name));
    await ports.chat.join(session);
    await ports.chat.action({ action: 'requestVip', seconds: 3, creditsPerSecond: 4 });
    expect(await ports.member.getCredits()).toBe(5000);
    clock.advance(2000);
    expect(names).toContain('acceptVip');
    clock.advance(1000);
    expect(await ports.member.getCredits()).toBe(5000 - 4);
    clock.advance(2000);
    expect(await ports.member.getCredits()).toBe(5000 - 12);
    expect(names.at(-1)).toBe('stopVip');
    clock.advance(5000);
    expect(await ports.member.getCredits()).toBe(5000 - 12);
  });

  it('runs a VIP show asked from free chat, each second told as a charge with the show so far', async () => {
    const { backend, clock, ports } = makeBackend();
    await loginAs(ports, 'demo', 'demo1234');
    const live = backend.world.performers.all().find((p) => p.onlineStatus === 1)!;
    backend.world.chat.setStatus(live.id, 3);
    backend.world.chat.settings.update(live.id, { vipAnswer: 'accept' });
    const session = await ports.member.joinChat({ performerId: live.id, kind: 'free' });
    const events: ChatEvent[] = [];
    ports.chatEvents.subscribe(session.room, (event) => events.push(event));
    await ports.chat.join(session);
    await ports.chat.action({ action: 'requestVip', seconds: 60, creditsPerSecond: 4 });
    clock.advance(2000);
    clock.advance(2000);
    const charges = events.filter((e) => e.name === 'charged').map((e) => e.payload);
    expect(charges).toEqual([
      { nickname: 'demo', kind: 'vip', amount: 4, spent: 4, seconds: 1 },
      { nickname: 'demo', kind: 'vip', amount: 4, spent: 8, seconds: 2 },
    ]);
    expect(await ports.member.getCredits()).toBe(5000 - 8);
  });

  it('declines VIP by the parity of her id unless the studio says otherwise', async () => {
    const { backend, clock, ports } = makeBackend();
    await loginAs(ports, 'demo', 'demo1234');
    const odd = backend.world.performers.all().find((p) => p.onlineStatus === 1 && p.id % 2 === 1)!;
    const session = await ports.member.joinChat({ performerId: odd.id, kind: 'chat' });
    const names: string[] = [];
    ports.chatEvents.subscribe(session.room, (event) => names.push(event.name));
    await ports.chat.join(session);
    await ports.chat.action({ action: 'requestVip', seconds: 60, creditsPerSecond: 4 });
    clock.advance(2000);
    expect(names).toContain('declineVip');
    expect(backend.world.chat.settings.acceptsVip(odd.id)).toBe(false);
    expect(backend.world.chat.settings.acceptsVip(odd.id + 1)).toBe(true);
  });
});

describe('the sandbox rooms', () => {
  async function memberInRoom(credits?: number) {
    const made = makeBackend();
    await loginAs(made.ports, 'demo', 'demo1234');
    const live = made.backend.world.performers.all().find((p) => p.onlineStatus === 1)!;
    const memberId = made.backend.world.memberIdFromToken(made.ports.credentials.token()!)!;
    if (credits !== undefined)
      made.backend.world.members.credit(memberId, credits - 5000, { kind: 'purchase' });
    const session = await made.ports.member.joinChat({ performerId: live.id, kind: 'chat' });
    const events: ChatEvent[] = [];
    made.ports.chatEvents.subscribe(session.room, (event) => events.push(event));
    return { ...made, live, session, events };
  }

  it('name the visitor in the join answer and greet her', async () => {
    const { clock, ports, session, events } = await memberInRoom();
    expect(session.nickname).toBe('demo');
    await ports.chat.join(session);
    clock.advance(5000);
    expect(events.find((e) => e.name === 'message' && e.payload.messageType === 'host')).toBeDefined();
  });

  it('bill paid chat by the minute on the room clock, and stop the chat when credits run out', async () => {
    const { backend, clock, ports, live, session, events } = await memberInRoom(150);
    backend.world.chat.settings.update(live.id, { billingSpeed: 60 });
    await ports.chat.join(session);
    expect(await ports.member.getCredits()).toBe(90);
    clock.advance(1000);
    expect(await ports.member.getCredits()).toBe(30);
    // Each minute is told in the room after the visitor's entry, with the chat so far.
    expect(events.filter((e) => e.name === 'charged').map((e) => e.payload)).toEqual([
      { nickname: 'demo', kind: 'chat', amount: 60, spent: 60, seconds: 0 },
      { nickname: 'demo', kind: 'chat', amount: 60, spent: 120, seconds: 60 },
    ]);
    const entered = events.findIndex((e) => e.name === 'memberConnected');
    expect(events.findIndex((e) => e.name === 'charged')).toBeGreaterThan(entered);
    clock.advance(1000);
    expect(events.find((e) => e.name === 'chatStopped')?.payload).toEqual({
      error: 'badRequest.deduct.credits.amount',
      nickname: 'demo',
    });
    expect(await rejectionLabel(ports.chat.action({ action: 'stopVip' }))).toBe('forbidden');
    expect(await ports.member.getCredits()).toBe(30);
  });

  it('refuse paid chat whose first minute is not covered', async () => {
    const { ports, session } = await memberInRoom(59);
    expect(await rejectionLabel(ports.chat.join(session))).toBe('badRequest.deduct.credits.amount');
    expect(await ports.member.getCredits()).toBe(59);
  });

  it('kick the older session of the same member when a newer one joins', async () => {
    const { backend, ports, live, session, events } = await memberInRoom();
    await ports.chat.join(session);
    const second = visitor(backend);
    second.credentials.set(ports.credentials.token());
    const newer = await second.member.joinChat({ performerId: live.id, kind: 'chat' });
    await second.chat.join(newer);
    expect(events.filter((e) => e.name === 'kick').map((e) => e.payload)).toEqual([
      { nickname: 'demo', reason: 'duplicateSession' },
    ]);
    expect(await rejectionLabel(ports.chat.action({ action: 'stopVip' }))).toBe('forbidden');
    await expect(second.chat.action({ action: 'stopVip' })).resolves.toEqual({});
    // Joining again with the same token (as after a reconnect) kicks nobody.
    await second.chat.join(newer);
    expect(events.filter((e) => e.name === 'kick')).toHaveLength(1);
    // The kicked seat stays closed, though a stateless server joins before each command, and its leave is harmless.
    await ports.chat.join(session);
    await ports.chat.leave('kicked');
    expect(events.filter((e) => e.name === 'kick')).toHaveLength(1);
    await expect(second.chat.action({ action: 'stopVip' })).resolves.toEqual({});
  });

  it('follow the studio: the toy setting, a kick by nickname, closing the room', async () => {
    const { backend, ports, live, session, events } = await memberInRoom();
    await ports.chat.join(session);
    backend.world.chat.settings.update(live.id, { toy: true });
    await ports.chat.action(tip(500));
    expect(events.find((e) => e.name === 'cybertoy')?.payload).toEqual({
      nickname: 'demo',
      amount: 500,
      vibrate: 10,
    });
    expect(backend.world.chat.kickNickname(live.id, 'demo')).toBe(1);
    expect(events.at(-1)).toEqual({ name: 'kick', payload: { nickname: 'demo', reason: 'default' } });
    backend.world.chat.close(live.id);
    expect(events.at(-1)).toEqual({ name: 'roomClosed', payload: { reason: 'default' } });
  });

  it('refuse settings out of range, changing nothing', () => {
    const { backend } = makeBackend();
    expect(() => backend.world.chat.settings.update(1001, { billingSpeed: 0 })).toThrow();
    expect(() => backend.world.chat.settings.update(1001, { vipAnswer: 'maybe' as 'auto' })).toThrow();
    expect(backend.world.chat.settings.get(1001).billingSpeed).toBe(1);
  });
});
