import { ApiError, ERROR_LABELS } from '../../../../src/core/common/api-error.model';
import { RequestVip } from '../../../../src/core/live-chat/request-vip.use-case';
import { type FakeSetup } from '../../support/fake-setup';
import { inChat } from './chat-setup';

function requestVip(setup: FakeSetup): RequestVip {
  return new RequestVip(setup.ports.chat, setup.ports.member, setup.balance, setup.logger);
}

describe('RequestVip', () => {
  it('asks for 60 seconds at 4 credits per second by default, and writes the stated balance', async () => {
    const { setup, actions } = await inChat();
    const result = await requestVip(setup).execute();
    expect(result).toEqual({ ok: true, value: { seconds: 60, cost: 240, credits: 5000 } });
    expect(actions).toEqual([{ action: 'requestVip', seconds: 60, creditsPerSecond: 4 }]);
    expect(setup.balance.current()).toBe(5000);
  });

  it('asks for longer sessions and never below the minute', async () => {
    const { setup, actions } = await inChat();
    const vip = requestVip(setup);
    await expect(vip.execute({ seconds: 300 })).resolves.toEqual({
      ok: true,
      value: { seconds: 300, cost: 1200, credits: 5000 },
    });
    await expect(vip.execute({ seconds: 10 })).resolves.toEqual({
      ok: true,
      value: { seconds: 60, cost: 240, credits: 5000 },
    });
    expect(actions.map((a) => (a.action === 'requestVip' ? a.seconds : 0))).toEqual([300, 60]);
  });

  it('needs credits for the seconds asked, checked against the known balance before calling', async () => {
    const { setup, actions } = await inChat();
    setup.balance.update(239);
    await expect(requestVip(setup).execute()).resolves.toEqual({
      ok: false,
      error: { kind: 'noCredits', needed: 240 },
    });
    expect(actions).toEqual([]);
  });

  it('maps the backend credits refusal to noCredits', async () => {
    const { setup } = await inChat('newbie', 'newbie123');
    setup.balance.update(1000);
    await expect(requestVip(setup).execute()).resolves.toEqual({
      ok: false,
      error: { kind: 'noCredits', needed: 240 },
    });
  });

  it('reports a request that went through even when the balance cannot be read afterwards', async () => {
    const { setup, replies } = await inChat();
    replies.withoutCredits = true;
    jest.spyOn(setup.ports.member, 'getCredits').mockRejectedValue(new Error('socket hang up'));
    await expect(requestVip(setup).execute()).resolves.toEqual({
      ok: true,
      value: { seconds: 60, cost: 240, credits: null },
    });
    expect(setup.logger.messages('warn')).toEqual([
      'The balance after a VIP request could not be read; the charge went through',
    ]);
    expect(setup.balance.current()).toBe(5000);
  });

  it('ends a network failure of the request as failed and logs its cause', async () => {
    const { setup } = await inChat();
    setup.backend.faults.set({ errorRate: 1 });
    await expect(requestVip(setup).execute()).resolves.toEqual({ ok: false, error: { kind: 'failed' } });
    expect(setup.logger.entries).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'A VIP request failed',
        detail: expect.any(ApiError),
      }),
    ]);
    expect(setup.balance.current()).toBe(5000);
  });

  it('ends a dropped connection of the request as failed', async () => {
    const { setup } = await inChat();
    jest.spyOn(setup.ports.chat, 'action').mockRejectedValue(new ApiError(ERROR_LABELS.network, 0));
    await expect(requestVip(setup).execute()).resolves.toEqual({ ok: false, error: { kind: 'failed' } });
  });
});
