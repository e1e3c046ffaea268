import { ApiError, ERROR_LABELS } from '../../../../src/core/common/api-error.model';
import { RequestVip } from '../../../../src/core/live-chat/request-vip.use-case';
import { Tip } from '../../../../src/core/live-chat/tip.use-case';
import { ToyTip } from '../../../../src/core/live-chat/toy-tip.use-case';
import { SendPrivateMessage } from '../../../../src/core/messaging/send-private-message.use-case';
import { BuyBundle } from '../../../../src/core/wallet/buy-bundle.use-case';
import { defaultPaymentMethod } from '../../../../src/core/wallet/payment-methods';
import { defaultBundle } from '../../../../src/core/wallet/pricing';
import { fakeSetup, logIn, type FakeSetup } from '../../support/fake-setup';
import { inChat } from '../live-chat/chat-setup';

const tip = (setup: FakeSetup) => new Tip(setup.ports.chat, setup.ports.member, setup.balance, setup.logger);

describe('the use-cases refuse what crosses the member’s own limits, as the backend says', () => {
  it('a tip over the day limit is spendingLimit for the day, and nothing is charged', async () => {
    const { setup } = await inChat();
    await setup.ports.member.changeSpendingLimit({ period: 'day', credits: 400 });
    await expect(tip(setup).execute({ amount: 500 })).resolves.toEqual({
      ok: false,
      error: { kind: 'spendingLimit', period: 'day' },
    });
    await expect(setup.ports.member.getCredits()).resolves.toBe(5000);
    await expect(tip(setup).execute({ amount: 400 })).resolves.toMatchObject({ ok: true });
  });

  it('a toy tip over the week limit names the week', async () => {
    const { setup } = await inChat();
    await setup.ports.member.changeSpendingLimit({ period: 'week', credits: 200 });
    await expect(new ToyTip(tip(setup)).execute({ preset: 'hard' })).resolves.toEqual({
      ok: false,
      error: { kind: 'spendingLimit', period: 'week' },
    });
  });

  it('a VIP request whose seconds cross the month limit names the month', async () => {
    const { setup } = await inChat();
    await setup.ports.member.changeSpendingLimit({ period: 'month', credits: 100 });
    const vip = new RequestVip(setup.ports.chat, setup.ports.member, setup.balance, setup.logger);
    await expect(vip.execute()).resolves.toEqual({
      ok: false,
      error: { kind: 'spendingLimit', period: 'month' },
    });
  });

  it('a message over the day limit is spendingLimit, not a message kept to retry', async () => {
    const setup = fakeSetup();
    const session = await logIn(setup, 'demo', 'demo1234');
    const [conversation] = await setup.ports.inbox.list('all');
    await setup.ports.member.changeSpendingLimit({ period: 'day', credits: 59 });
    const send = new SendPrivateMessage(
      setup.ports.inbox,
      setup.ports.member,
      setup.balance,
      setup.clock,
      setup.logger,
    );
    const result = await send.execute({
      conversationId: conversation!.id,
      partnerId: conversation!.other.id,
      target: conversation!.other.username,
      text: 'Hoi',
      attachment: null,
      memberId: session.memberId,
    });
    expect(result).toEqual({ ok: false, error: { kind: 'spendingLimit', period: 'day' } });
  });

  it('a bundle while buying is paused is buyingPaused with until when; over a limit, spendingLimit', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const bundle = defaultBundle(await setup.ports.member.getBundles())!;
    const method = defaultPaymentMethod(await setup.ports.payment.getPaymentMethods('100x100'), 'en')!;
    const buy = new BuyBundle(setup.ports.payment, setup.logger);
    const order = { bundle, method, device: 'desktop' as const, returnUrl: 'https://site.test/' };
    await setup.ports.member.changeSpendingLimit({ period: 'month', credits: bundle.credits - 1 });
    await expect(buy.execute(order)).resolves.toEqual({
      ok: false,
      error: { kind: 'spendingLimit', period: 'month' },
    });
    const { settings } = await setup.ports.member.pauseBuying('24h');
    await expect(buy.execute(order)).resolves.toEqual({
      ok: false,
      error: { kind: 'buyingPaused', until: settings.pausedUntil },
    });
  });

  it('a partner’s refusal without detail still refuses: the day, and a pause of unknown end', async () => {
    const { setup } = await inChat();
    const chat = jest.spyOn(setup.ports.chat, 'action');
    chat.mockRejectedValueOnce(new ApiError(ERROR_LABELS.spendingLimit, 400));
    await expect(tip(setup).execute({ amount: 100 })).resolves.toEqual({
      ok: false,
      error: { kind: 'spendingLimit', period: 'day' },
    });
    const payment = { startPayment: () => Promise.reject(new ApiError(ERROR_LABELS.spendingPaused, 400)) };
    const buy = new BuyBundle(payment as never, setup.logger);
    const bundle = defaultBundle(await setup.ports.member.getBundles())!;
    const method = defaultPaymentMethod(await setup.ports.payment.getPaymentMethods('100x100'), 'en')!;
    await expect(
      buy.execute({ bundle, method, device: 'desktop', returnUrl: 'https://site.test/' }),
    ).resolves.toEqual({ ok: false, error: { kind: 'buyingPaused', until: null } });
  });
});
