import { ERROR_LABELS } from '../../src/core/common/api-error.model';
import type { ContractTarget } from './contract-target';
import { itWithTools } from './contract-target';
import { expectLabel, registerAndLogin } from './contract-helpers';

const HOUR = 3_600_000;

async function activatedMember(target: ContractTarget) {
  const ports = target.makePorts();
  const { email } = await registerAndLogin(ports);
  const activated = await ports.member.activate(target.tools?.activationToken(email) as string, 'fp');
  ports.credentials.set(activated.token);
  return ports;
}

/** MemberApi's spending limits (our addition, docs/api.md `/spending-limits`), and the backend keeping them. */
export function describeSpendingLimitsContract(name: string, target: ContractTarget): void {
  describe(`MemberApi spending limits contract: ${name}`, () => {
    it('has no limits, no pause and nothing counted for a new member', async () => {
      const ports = target.makePorts();
      await registerAndLogin(ports);
      const zero = { day: 0, week: 0, month: 0 };
      expect(await ports.member.spendingLimits()).toEqual({
        settings: { limits: {}, raises: [], pausedUntil: null },
        totals: { bought: zero, spent: zero },
      });
    });

    it('answers unauthorized without a token and badRequest.validation for a bad limit', async () => {
      await expectLabel(target.makePorts().member.spendingLimits(), ERROR_LABELS.unauthorized);
      const ports = target.makePorts();
      await registerAndLogin(ports);
      await expectLabel(
        ports.member.changeSpendingLimit({ period: 'day', credits: 0 }),
        ERROR_LABELS.validation,
      );
      await expectLabel(
        ports.member.changeSpendingLimit({ period: 'day', credits: 2.5 }),
        ERROR_LABELS.validation,
      );
    });

    it('holds a first or lower limit at once and makes a raise or removal wait 24 hours', async () => {
      const ports = target.makePorts();
      await registerAndLogin(ports);
      const set = await ports.member.changeSpendingLimit({ period: 'day', credits: 500 });
      expect(set.settings.limits).toEqual({ day: 500 });
      const raised = await ports.member.changeSpendingLimit({ period: 'day', credits: 900 });
      expect(raised.settings.limits).toEqual({ day: 500 });
      const [raise] = raised.settings.raises;
      expect(raise).toMatchObject({ period: 'day', credits: 900 });
      // A pause of 24 hours ends when the raise holds: both count from the backend's now.
      const { pausedUntil } = (await ports.member.pauseBuying('24h')).settings;
      expect(Math.abs(raise!.from - pausedUntil!)).toBeLessThan(HOUR);
      const removed = await ports.member.changeSpendingLimit({ period: 'day', credits: null });
      expect(removed.settings.raises).toMatchObject([{ period: 'day', credits: null }]);
      const lowered = await ports.member.changeSpendingLimit({ period: 'day', credits: 200 });
      expect(lowered.settings).toMatchObject({ limits: { day: 200 }, raises: [] });
      expect(await ports.member.spendingLimits()).toEqual(lowered);
    });

    itWithTools(target)(
      'refuses a message over the day limit with its period, and counts what was spent',
      async () => {
        const ports = await activatedMember(target);
        await ports.member.changeSpendingLimit({ period: 'day', credits: 100 });
        const performer = (await ports.performers.find({ page: 1, limit: 1 })).items[0]!;
        const send = {
          attachment: null,
          message: 'Hoi',
          partnerId: performer.id,
          target: performer.username,
        };
        await ports.inbox.send(0, send);
        const refused = ports.inbox.send(0, { ...send, message: 'Nog eens' });
        await expectLabel(refused, ERROR_LABELS.spendingLimit);
        await expect(refused).rejects.toMatchObject({ detail: { period: 'day' } });
        const { totals } = await ports.member.spendingLimits();
        expect(totals.spent).toEqual({ day: 60, week: 60, month: 60 });
        expect(await ports.member.getCredits()).toBe(60);
      },
    );

    itWithTools(target)(
      'pauses buying: a checkout is refused with until when, and never shortened',
      async () => {
        const ports = await activatedMember(target);
        const paused = await ports.member.pauseBuying('7d');
        expect(paused.settings.pausedUntil).not.toBeNull();
        const again = await ports.member.pauseBuying('24h');
        expect(again.settings.pausedUntil).toBe(paused.settings.pausedUntil);
        const [bundle] = await ports.member.getBundles();
        const start = {
          bundle: bundle!.id,
          paymentMethod: '709',
          returnUrl: '/',
          device: 'desktop' as const,
        };
        const refused = ports.payment.startPayment(start);
        await expectLabel(refused, ERROR_LABELS.spendingPaused);
        const until = new Date(paused.settings.pausedUntil!).toISOString();
        await expect(refused).rejects.toMatchObject({ detail: { until } });
      },
    );
  });
}
