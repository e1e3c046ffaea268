import { ERROR_LABELS } from '../../src/core/common/api-error.model';
import type { ContractTarget } from './contract-target';
import { itWithTools } from './contract-target';
import type { BackendPorts } from '../../src/ports/backend-ports';
import { eventually, expectLabel, loginMember, registerAndLogin } from './contract-helpers';

/** Starts a card payment of the first bundle for the logged-in member of `ports`. */
async function startCardPayment(ports: BackendPorts): Promise<string> {
  const [bundle] = await ports.member.getBundles();
  const start = {
    bundle: bundle?.id as number,
    paymentMethod: '709',
    returnUrl: '/',
    device: 'desktop' as const,
  };
  return (await ports.payment.startPayment(start)).paymentURL;
}

/** PaymentApi: methods tagged by provider, checkout sessions (SPEC §7). */
export function describePaymentApiContract(name: string, target: ContractTarget): void {
  describe(`PaymentApi contract: ${name}`, () => {
    it('lists payment methods, each tagged with its provider', async () => {
      const methods = await target.makePorts().payment.getPaymentMethods('100x100');
      expect(methods.length).toBeGreaterThan(0);
      for (const method of methods) {
        expect(['dialin', 'psp']).toContain(method.provider);
        expect(method.provider).toBe(/^\d+$/.test(method.id) ? 'psp' : 'dialin');
        expect(Array.isArray(method.paymentOptionSubList)).toBe(true);
        expect(typeof method.image).toBe('string');
      }
    });

    it('refuses to start a payment once the session holder is emptied', async () => {
      const ports = target.makePorts();
      await loginMember(target, ports);
      const [bundle] = await ports.member.getBundles();
      ports.credentials.set(null);
      const start = {
        bundle: bundle?.id as number,
        paymentMethod: '709',
        returnUrl: '/',
        device: 'desktop' as const,
      };
      await expectLabel(ports.payment.startPayment(start), ERROR_LABELS.unauthorized);
    });

    it('starts a payment and answers the checkout URL', async () => {
      const ports = target.makePorts();
      await loginMember(target, ports);
      const [bundle] = await ports.member.getBundles();
      const methods = await ports.payment.getPaymentMethods('100x100');
      const method = methods.find((candidate) => candidate.provider === 'psp') ?? methods[0];
      const start = {
        bundle: bundle?.id as number,
        paymentMethod: method?.id as string,
        returnUrl: '/?payment=done',
        device: 'desktop' as const,
      };
      const { paymentURL } = await ports.payment.startPayment(start);
      expect(typeof paymentURL).toBe('string');
      expect(paymentURL.length).toBeGreaterThan(0);
    });

    itWithTools(target)('credits the bundle when the provider reports success', async () => {
      const ports = target.makePorts();
      await registerAndLogin(ports);
      const [bundle] = await ports.member.getBundles();
      const bought: number[] = [];
      ports.memberEvents.on('bundleBought', (event) => bought.push(event.credits));
      ports.memberEvents.connect();
      await eventually(target, () => ports.memberEvents.isConnected());
      const start = {
        bundle: bundle?.id as number,
        paymentMethod: '709',
        returnUrl: '/',
        device: 'mobile' as const,
      };
      const { paymentURL } = await ports.payment.startPayment(start);
      await target.tools?.completeCheckout(paymentURL, 'success');
      expect(await ports.member.getCredits()).toBe(bundle?.credits);
      await eventually(target, () => bought.length > 0, 10);
      expect(bought).toEqual([bundle?.credits]);
      ports.memberEvents.disconnect();
    });

    it('answers a started payment as pending', async () => {
      const ports = target.makePorts();
      await registerAndLogin(ports);
      const paymentURL = await startCardPayment(ports);
      expect(await ports.payment.getPaymentState(paymentURL)).toEqual({ status: 'pending', reason: null });
    });

    itWithTools(target)(
      'answers the outcome the provider reported: success, or failed with its reason',
      async () => {
        const ports = target.makePorts();
        await registerAndLogin(ports);
        const paid = await startCardPayment(ports);
        await target.tools?.completeCheckout(paid, 'success');
        expect(await ports.payment.getPaymentState(paid)).toEqual({ status: 'success', reason: null });
        for (const reason of [100, 299, 300, 302, 308, 309]) {
          const failed = await startCardPayment(ports);
          await target.tools?.completeCheckout(failed, reason);
          expect(await ports.payment.getPaymentState(failed)).toEqual({ status: 'failed', reason });
        }
      },
    );

    it("refuses another member's payment and an unknown one with notFound", async () => {
      const owner = target.makePorts();
      await registerAndLogin(owner);
      const paymentURL = await startCardPayment(owner);
      const stranger = target.makePorts();
      await registerAndLogin(stranger);
      await expectLabel(stranger.payment.getPaymentState(paymentURL), 'notFound');
      await expectLabel(owner.payment.getPaymentState(`${paymentURL}0`), 'notFound');
    });
  });
}
