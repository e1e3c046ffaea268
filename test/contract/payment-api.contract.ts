import type { ContractTarget } from './contract-target';
import { itWithTools } from './contract-target';
import { eventually, loginMember, registerAndLogin } from './contract-helpers';

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
      const { token } = await registerAndLogin(ports);
      const [bundle] = await ports.member.getBundles();
      const bought: number[] = [];
      ports.memberEvents.on('bundleBought', (event) => bought.push(event.credits));
      ports.memberEvents.connect(token);
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
  });
}
