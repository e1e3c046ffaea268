import { ERROR_LABELS } from '../../src/core/common/api-error.model';
import type { StatementQuery } from '../../src/core/wallet/statement.model';
import type { ContractTarget, VisitorPorts } from './contract-target';
import { itWithTools } from './contract-target';
import { expectLabel, registerAndLogin } from './contract-helpers';

/** Every moment a test's backend can be at, the fake's clock included. */
const ALL_TIME: StatementQuery = {
  from: '2000-01-01T00:00:00.000Z',
  to: '2100-01-01T00:00:00.000Z',
  page: 0,
};

/** A fresh member, activated (the welcome credits) and with one card payment of the first bundle paid. */
async function memberWhoBought(target: ContractTarget, ports: VisitorPorts) {
  const { email } = await registerAndLogin(ports);
  const activated = await ports.member.activate(target.tools?.activationToken(email) as string, 'fp');
  ports.credentials.set(activated.token);
  const [bundle] = await ports.member.getBundles();
  const start = { bundle: bundle!.id, paymentMethod: '709', returnUrl: '/', device: 'desktop' as const };
  await target.tools?.completeCheckout((await ports.payment.startPayment(start)).paymentURL, 'success');
  return bundle!;
}

/** MemberApi's wallet history (our addition, docs/api.md `GET /wallet-history`): the statement's source. */
export function describeWalletHistoryContract(name: string, target: ContractTarget): void {
  describe(`MemberApi wallet history contract: ${name}`, () => {
    it('is empty for a member who never gained or spent a credit', async () => {
      const ports = target.makePorts();
      await registerAndLogin(ports);
      expect(await ports.member.walletHistory(ALL_TIME)).toEqual({ entries: [], nextPage: null });
    });

    it('answers unauthorized without a token and badRequest.validation for a bad period', async () => {
      await expectLabel(target.makePorts().member.walletHistory(ALL_TIME), ERROR_LABELS.unauthorized);
      const ports = target.makePorts();
      await registerAndLogin(ports);
      await expectLabel(
        ports.member.walletHistory({ ...ALL_TIME, from: 'yesterday' }),
        ERROR_LABELS.validation,
      );
      const backwards = { ...ALL_TIME, from: ALL_TIME.to, to: ALL_TIME.from };
      await expectLabel(ports.member.walletHistory(backwards), ERROR_LABELS.validation);
      await expectLabel(ports.member.walletHistory({ ...ALL_TIME, page: -1 }), ERROR_LABELS.validation);
    });

    itWithTools(target)('lists the welcome credits, a purchase and a message, newest first', async () => {
      const ports = target.makePorts();
      const bundle = await memberWhoBought(target, ports);
      const performer = (await ports.performers.find({ page: 1, limit: 1 })).items[0]!;
      const send = { attachment: null, message: 'Hoi', partnerId: performer.id, target: performer.username };
      await ports.inbox.send(0, send);
      const { entries, nextPage } = await ports.member.walletHistory(ALL_TIME);
      expect(nextPage).toBeNull();
      expect(
        entries.map(({ kind, credits, quantity, performer: to }) => ({ kind, credits, quantity, to })),
      ).toEqual([
        { kind: 'message', credits: -60, quantity: 1, to: performer.username },
        { kind: 'purchase', credits: bundle.credits, quantity: 1, to: null },
        { kind: 'bonus', credits: 120, quantity: 1, to: null },
      ]);
      const times = entries.map((entry) => Date.parse(entry.at));
      expect(times.every((time) => !Number.isNaN(time))).toBe(true);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(new Set(entries.map((entry) => entry.id)).size).toBe(3);
    });

    itWithTools(target)('leaves out what lies outside the period', async () => {
      const ports = target.makePorts();
      await memberWhoBought(target, ports);
      const [newest] = (await ports.member.walletHistory(ALL_TIME)).entries;
      const before = { ...ALL_TIME, to: newest!.at };
      expect((await ports.member.walletHistory(before)).entries.map((entry) => entry.kind)).not.toContain(
        'purchase',
      );
      const after = { ...ALL_TIME, from: new Date(Date.parse(newest!.at) + 1).toISOString() };
      expect(await ports.member.walletHistory(after)).toEqual({ entries: [], nextPage: null });
    });
  });
}
