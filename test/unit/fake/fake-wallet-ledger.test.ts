import { loginAs, makeBackend } from './helpers';

const ALL_TIME = { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z', page: 0 };

describe('the sandbox wallet ledger (the member API wallet history)', () => {
  it('records paid chat per seat, each VIP show and each tip, as the balance moves', async () => {
    const { backend, clock, ports } = makeBackend();
    await loginAs(ports, 'demo', 'demo1234');
    const live = backend.world.performers.all().find((p) => p.onlineStatus === 1)!;
    backend.world.chat.settings.update(live.id, { vipAnswer: 'accept' });
    const session = await ports.member.joinChat({ performerId: live.id, kind: 'chat' });
    await ports.chat.join(session);
    await ports.chat.action({ action: 'tip', amount: 100, tipType: 'tip', message: '', isPublic: true });
    for (const seconds of [3, 2]) {
      await ports.chat.action({ action: 'requestVip', seconds, creditsPerSecond: 4 });
      clock.advance(2000 + seconds * 1000);
    }
    clock.advance(60_000);
    const { entries, nextPage } = await ports.member.walletHistory(ALL_TIME);
    expect(nextPage).toBeNull();
    const lines = entries.map(({ kind, credits, quantity, performer }) => ({
      kind,
      credits,
      quantity,
      performer,
    }));
    expect(lines).toEqual([
      { kind: 'vip', credits: -8, quantity: 2, performer: live.username },
      { kind: 'vip', credits: -12, quantity: 3, performer: live.username },
      { kind: 'tip', credits: -100, quantity: 1, performer: live.username },
      { kind: 'chat', credits: -120, quantity: 2, performer: live.username },
    ]);
    const spent = entries.reduce((sum, entry) => sum - entry.credits, 0);
    expect(await ports.member.getCredits()).toBe(5000 - spent);
  });

  it('pages a long history, 100 lines a page, newest first', async () => {
    const { backend, clock, ports } = makeBackend();
    await loginAs(ports, 'demo', 'demo1234');
    const memberId = backend.world.memberIdFromToken(ports.credentials.token()!)!;
    for (let n = 1; n <= 150; n += 1) {
      backend.world.members.credit(memberId, n, { kind: 'purchase' });
      clock.advance(1000);
    }
    const first = await ports.member.walletHistory(ALL_TIME);
    expect(first.entries).toHaveLength(100);
    expect(first.entries[0]!.credits).toBe(150);
    expect(first.nextPage).toBe(1);
    const second = await ports.member.walletHistory({ ...ALL_TIME, page: 1 });
    expect(second.entries.map((entry) => entry.credits)).toEqual(
      Array.from({ length: 50 }, (_, index) => 50 - index),
    );
    expect(second.nextPage).toBeNull();
  });
});
