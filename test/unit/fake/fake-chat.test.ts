import type { ChatEvent } from '../../../src/core/live-chat/chat.model';
import { GUEST_FREE_CHAT_MS } from '../../../src/adapters/fake/world/chat-rooms';
import { loginAs, makeBackend, rejectionLabel } from './helpers';

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
    expect(await ports.chat.action(tip(500))).toEqual({ credits: 300 });
    expect(await rejectionLabel(ports.chat.action(tip(99)))).toBe('badRequest.validation');
    expect(await rejectionLabel(ports.chat.action(tip(100001)))).toBe('badRequest.validation');
    expect(await rejectionLabel(ports.chat.action(tip(301)))).toBe('badRequest.deduct.credits.amount');
    expect(await ports.member.getCredits()).toBe(300);
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
    clock.advance(GUEST_FREE_CHAT_MS);
    expect(events.find((e) => e.name === 'kick')?.payload).toMatchObject({ reason: 'guestExpired' });
  });

  it('answers a VIP request after two seconds, charging only on acceptance', async () => {
    const { backend, clock, ports } = makeBackend();
    await loginAs(ports, 'demo', 'demo1234');
    const live = backend.world.performers.all().find((p) => p.onlineStatus === 1)!;
    const session = await ports.member.joinChat({ performerId: live.id, kind: 'vip' });
    const names: string[] = [];
    ports.chatEvents.subscribe(session.room, (event) => names.push(event.name));
    await ports.chat.join(session);
    await ports.chat.action({ action: 'requestVip', seconds: 60, creditsPerSecond: 4 });
    expect(await ports.member.getCredits()).toBe(5000);
    clock.advance(2000);
    expect(names).toContain('acceptVip');
    expect(await ports.member.getCredits()).toBe(5000 - 240);
  });
});
