import { ApiError } from '../../../../src/core/common/api-error.model';
import type { ChatAction } from '../../../../src/core/live-chat/chat.model';
import { Tip } from '../../../../src/core/live-chat/tip.use-case';
import { RequestVip } from '../../../../src/core/live-chat/request-vip.use-case';
import { fakeSetup, logIn } from './fake-setup';

async function inChat(username = 'demo', password = 'demo1234') {
  const setup = fakeSetup();
  const session = await logIn(setup, username, password);
  const page = await setup.ports.performers.find({ limit: 1 });
  const join = await setup.ports.member.joinChat({ performerId: page.items[0]!.id, kind: 'chat' });
  await setup.ports.chat.join(join);
  const actions: ChatAction[] = [];
  const original = setup.ports.chat.action.bind(setup.ports.chat);
  jest.spyOn(setup.ports.chat, 'action').mockImplementation((action) => {
    actions.push(action);
    return original(action);
  });
  return { setup, session, actions };
}

describe('Tip', () => {
  it('tips within range and returns the backend balance', async () => {
    const { setup, actions } = await inChat();
    const result = await new Tip(setup.ports.chat, setup.ports.member).execute({
      amount: '500',
      credits: 5000,
      message: ' kus ',
    });
    expect(result).toEqual({ ok: true, value: { amount: 500, credits: 4500 } });
    expect(actions).toEqual([{ action: 'tip', amount: 500, tipType: 'tip', message: 'kus', isPublic: true }]);
    await expect(setup.ports.member.getCredits()).resolves.toBe(4500);
  });

  it.each([99, 100001, 150.5, 'abc'])('refuses %p as out of range without calling', async (amount) => {
    const { setup, actions } = await inChat();
    await expect(
      new Tip(setup.ports.chat, setup.ports.member).execute({ amount, credits: 999_999 }),
    ).resolves.toEqual({
      ok: false,
      error: { kind: 'outOfRange', min: 100, max: 100000 },
    });
    expect(actions).toEqual([]);
  });

  it('accepts the bounds 100 and 100000', async () => {
    const { setup } = await inChat();
    const tip = new Tip(setup.ports.chat, setup.ports.member);
    await expect(tip.execute({ amount: 100, credits: 5000 })).resolves.toMatchObject({ ok: true });
    await expect(tip.execute({ amount: 100000, credits: 100 })).resolves.toEqual({
      ok: false,
      error: { kind: 'noCredits' },
    });
  });

  it('refuses more than the balance without calling', async () => {
    const { setup, actions } = await inChat();
    await expect(
      new Tip(setup.ports.chat, setup.ports.member).execute({ amount: 1000, credits: 999 }),
    ).resolves.toEqual({
      ok: false,
      error: { kind: 'noCredits' },
    });
    expect(actions).toEqual([]);
  });

  it('maps the backend credits refusal to noCredits', async () => {
    const { setup } = await inChat('oldtimer', 'oldtimer123');
    const result = await new Tip(setup.ports.chat, setup.ports.member).execute({
      amount: 1000,
      credits: 5000,
    });
    expect(result).toEqual({ ok: false, error: { kind: 'noCredits' } });
    await expect(setup.ports.member.getCredits()).resolves.toBe(800);
  });

  it('rethrows unexpected failures', async () => {
    const { setup } = await inChat();
    setup.backend.faults.set({ errorRate: 1 });
    await expect(
      new Tip(setup.ports.chat, setup.ports.member).execute({ amount: 100, credits: 5000 }),
    ).rejects.toBeInstanceOf(ApiError);
  });
});

describe('RequestVip', () => {
  it('asks for 60 seconds at 4 credits per second by default', async () => {
    const { setup, actions } = await inChat();
    const result = await new RequestVip(setup.ports.chat).execute({ credits: 5000 });
    expect(result).toEqual({ ok: true, value: { seconds: 60, cost: 240 } });
    expect(actions).toEqual([{ action: 'requestVip', seconds: 60, creditsPerSecond: 4 }]);
  });

  it('asks for longer sessions and never below the minute', async () => {
    const { setup, actions } = await inChat();
    const vip = new RequestVip(setup.ports.chat);
    await expect(vip.execute({ credits: 5000, seconds: 300 })).resolves.toEqual({
      ok: true,
      value: { seconds: 300, cost: 1200 },
    });
    await expect(vip.execute({ credits: 5000, seconds: 10 })).resolves.toEqual({
      ok: true,
      value: { seconds: 60, cost: 240 },
    });
    expect(actions.map((a) => (a.action === 'requestVip' ? a.seconds : 0))).toEqual([300, 60]);
  });

  it('needs credits for the seconds asked, checked before calling', async () => {
    const { setup, actions } = await inChat();
    await expect(new RequestVip(setup.ports.chat).execute({ credits: 239 })).resolves.toEqual({
      ok: false,
      error: { kind: 'noCredits', needed: 240 },
    });
    expect(actions).toEqual([]);
  });

  it('maps the backend credits refusal to noCredits', async () => {
    const { setup } = await inChat('newbie', 'newbie123');
    await expect(new RequestVip(setup.ports.chat).execute({ credits: 1000 })).resolves.toEqual({
      ok: false,
      error: { kind: 'noCredits', needed: 240 },
    });
  });
});
