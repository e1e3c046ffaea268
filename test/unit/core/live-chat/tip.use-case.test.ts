import { ApiError, ERROR_LABELS } from '../../../../src/core/common/api-error.model';
import { Tip } from '../../../../src/core/live-chat/tip.use-case';
import { type FakeSetup } from '../../support/fake-setup';
import { inChat } from './chat-setup';

function tip(setup: FakeSetup): Tip {
  return new Tip(setup.ports.chat, setup.ports.member, setup.balance, setup.logger);
}

describe('Tip', () => {
  it('tips within range, returns the backend balance and writes it to the one balance', async () => {
    const { setup, actions } = await inChat();
    expect(setup.balance.current()).toBe(5000);
    const result = await tip(setup).execute({ amount: '500', message: ' kus ' });
    expect(result).toEqual({ ok: true, value: { amount: 500, credits: 4500 } });
    expect(actions).toEqual([{ action: 'tip', amount: 500, tipType: 'tip', message: 'kus', isPublic: true }]);
    expect(setup.balance.current()).toBe(4500);
    await expect(setup.ports.member.getCredits()).resolves.toBe(4500);
  });

  it('charges a tip whose answer was lost once, when it is sent again with its clientId', async () => {
    const { setup, actions } = await inChat();
    setup.backend.faults.set({ lostAnswerRate: 1 });
    const lost = await tip(setup).execute({ amount: 300, clientId: 'tip-1' });
    expect(lost).toEqual({ ok: false, error: { kind: 'failed' } });
    setup.backend.faults.set({ lostAnswerRate: 0 });
    await expect(setup.ports.member.getCredits()).resolves.toBe(4700);
    const retried = await tip(setup).execute({ amount: 300, clientId: 'tip-1' });
    expect(retried).toEqual({ ok: true, value: { amount: 300, credits: 4700 } });
    await expect(setup.ports.member.getCredits()).resolves.toBe(4700);
    expect(actions.map((action) => 'clientId' in action && action.clientId)).toEqual(['tip-1', 'tip-1']);
    await expect(tip(setup).execute({ amount: 300, clientId: 'tip-2' })).resolves.toMatchObject({
      value: { credits: 4400 },
    });
  });

  it.each([99, 100001, 150.5, 'abc'])('refuses %p as out of range without calling', async (amount) => {
    const { setup, actions } = await inChat();
    await expect(tip(setup).execute({ amount })).resolves.toEqual({
      ok: false,
      error: { kind: 'outOfRange', min: 100, max: 100000 },
    });
    expect(actions).toEqual([]);
  });

  it('accepts the bounds 100 and 100000', async () => {
    const { setup } = await inChat();
    await expect(tip(setup).execute({ amount: 100 })).resolves.toMatchObject({ ok: true });
    setup.balance.update(100_000);
    await expect(tip(setup).execute({ amount: 100000 })).resolves.toEqual({
      ok: false,
      error: { kind: 'noCredits' },
    });
  });

  it('refuses more than the known balance without calling', async () => {
    const { setup, actions } = await inChat();
    setup.balance.update(999);
    await expect(tip(setup).execute({ amount: 1000 })).resolves.toEqual({
      ok: false,
      error: { kind: 'noCredits' },
    });
    expect(actions).toEqual([]);
  });

  it('leaves an unknown balance to the backend, which refuses for credits: noCredits', async () => {
    const { setup, actions } = await inChat('oldtimer', 'oldtimer123');
    setup.balance.update(null);
    const result = await tip(setup).execute({ amount: 1000 });
    expect(result).toEqual({ ok: false, error: { kind: 'noCredits' } });
    expect(actions).toHaveLength(1);
    expect(setup.balance.current()).toBeNull();
    await expect(setup.ports.member.getCredits()).resolves.toBe(800);
  });

  it('asks the backend for the balance when the reply does not state it', async () => {
    const { setup, replies } = await inChat();
    replies.withoutCredits = true;
    await expect(tip(setup).execute({ amount: 100 })).resolves.toEqual({
      ok: true,
      value: { amount: 100, credits: 4900 },
    });
    expect(setup.balance.current()).toBe(4900);
  });

  it('reports a tip that went through as sent even when the balance cannot be read afterwards', async () => {
    const { setup, actions, replies } = await inChat();
    replies.withoutCredits = true;
    jest.spyOn(setup.ports.member, 'getCredits').mockRejectedValue(new ApiError(ERROR_LABELS.network, 0));
    const result = await tip(setup).execute({ amount: 100 });
    expect(result).toEqual({ ok: true, value: { amount: 100, credits: null } });
    expect(actions).toHaveLength(1);
    // The balance keeps the backend's last word; the charge is logged as done, not as failed.
    expect(setup.balance.current()).toBe(5000);
    expect(setup.logger.messages('warn')).toEqual([
      'The balance after a tip could not be read; the charge went through',
    ]);
    expect(
      setup.backend.world.creditsOf(setup.backend.world.memberIdFromToken(setup.credentials.token()!)!),
    ).toBe(4900);
  });

  it('ends a network failure of the tip as failed, logs its cause, and charges nothing', async () => {
    const { setup } = await inChat();
    setup.backend.faults.set({ errorRate: 1 });
    await expect(tip(setup).execute({ amount: 100 })).resolves.toEqual({
      ok: false,
      error: { kind: 'failed' },
    });
    expect(setup.balance.current()).toBe(5000);
    const [logged] = setup.logger.entries;
    expect(logged).toMatchObject({ level: 'error', message: 'A tip failed' });
    expect(logged?.detail).toMatchObject({ label: ERROR_LABELS.network });
    setup.backend.faults.reset();
    await expect(setup.ports.member.getCredits()).resolves.toBe(5000);
  });

  it('ends any other rejection of the engine (a 502, a bug) as failed', async () => {
    const { setup } = await inChat();
    jest.spyOn(setup.ports.chat, 'action').mockRejectedValue(new ApiError(ERROR_LABELS.unexpected, 502));
    await expect(tip(setup).execute({ amount: 100 })).resolves.toEqual({
      ok: false,
      error: { kind: 'failed' },
    });
    expect(setup.logger.messages('error')).toEqual(['A tip failed']);
  });
});
