import { flush, loginAs, makeBackend, rejectionLabel } from './helpers';

describe('FakePaymentApi and FakeDialInApi', () => {
  it('offers bundles with one default, best deal and most bought', async () => {
    const { ports } = makeBackend();
    const bundles = await ports.member.getBundles();
    expect(bundles.length).toBeGreaterThanOrEqual(5);
    const classes = bundles.map((b) => b.meta.classes);
    expect(classes.filter((c) => c.split(',').includes('default'))).toHaveLength(1);
    expect(classes).toEqual(expect.arrayContaining(['bestDeal', 'mostBought']));
    for (const b of bundles) expect(b).toMatchObject({ currency: 'EUR', cost: expect.any(Number) });
  });

  it('tags methods with the provider derived from the id', async () => {
    const { ports } = makeBackend();
    const methods = await ports.payment.getPaymentMethods('100x100');
    for (const method of methods) expect(method.provider).toBe(/^\d+$/.test(method.id) ? 'psp' : 'dialin');
    expect(methods.map((m) => m.id)).toEqual(
      expect.arrayContaining(['709', '10', '436', '595', 'ideal', 'dialin']),
    );
    expect(methods.find((m) => m.id === '10')!.paymentOptionSubList.length).toBeGreaterThan(0);
  });

  it('credits a successful checkout and emits bundleBought; a failure emits paymentFailed', async () => {
    const { backend, ports } = makeBackend();
    await loginAs(ports, 'demo', 'demo1234');
    const events: string[] = [];
    ports.memberEvents.on('bundleBought', ({ credits }) => events.push(`bought ${credits}`));
    ports.memberEvents.on('paymentFailed', ({ reason }) => events.push(`failed ${reason}`));
    ports.memberEvents.connect();
    await flush();
    const start = { bundle: 103, paymentMethod: '10:INGBNL2A', returnUrl: '/', device: 'desktop' as const };
    const { paymentURL } = await ports.payment.startPayment(start);
    expect(paymentURL).toMatch(/^\/sandbox\/checkout\/co_[0-9a-f]+$/);
    backend.world.completeCheckout(paymentURL.split('/').at(-1)!, 'success');
    expect(await ports.member.getCredits()).toBe(5000 + 1350);
    const second = await ports.payment.startPayment({ ...start, paymentMethod: '709' });
    backend.world.completeCheckout(second.paymentURL.split('/').at(-1)!, 309);
    expect(events).toEqual(['bought 1350', 'failed 309']);
    expect(() => backend.world.completeCheckout(second.paymentURL.split('/').at(-1)!, 'success')).toThrow();
    expect(await rejectionLabel(ports.payment.startPayment({ ...start, paymentMethod: '10:NOPE' }))).toBe(
      'badRequest.validation',
    );
  });

  it('runs the dial-in flow: wrong pin, call, pay, credits as each minute starts, hang up', async () => {
    const { backend, clock, ports } = makeBackend();
    await loginAs(ports, 'demo', 'demo1234');
    const numbers = await ports.dialIn.getNumbers({ provider: 'dialin' });
    expect(numbers.map((n) => [n.id, n.options[0]!.tariff])).toEqual([
      ['NL', 0.8],
      ['BE', 0.8],
      ['DE', 0.8],
    ]);
    const ivr = await ports.dialIn.getIvrSession({ country: 'NL' });
    expect(ivr).toMatchObject({ tariff: 0.8, ttl: 60, flag: 'nl', expiresAt: clock.now() + 60_000 });
    expect((await ports.dialIn.verify(ivr.session)).state).toBe('pending');
    const { pincode } = backend.world.phoneCall(ivr.session);
    expect(pincode).toMatch(/^\d{4}$/);
    const wrong = String((Number(pincode) + 1) % 10000).padStart(4, '0');
    const payment = { username: 'anon1234567', provider: 'dialin', params: {} };
    expect(await rejectionLabel(ports.dialIn.pay({ ...payment, pincode: wrong }))).toBe(
      'badRequest.dialin.pincode',
    );
    expect(await ports.dialIn.pay({ ...payment, pincode })).toEqual({ session: ivr.session });
    expect(await ports.dialIn.verify(ivr.session)).toEqual({ state: 'pending', nickname: 'demo' });
    backend.world.dialIn.connect(ivr.session);
    expect(await ports.dialIn.verify(ivr.session)).toEqual({ state: 'in_call', nickname: 'demo' });
    // Each minute is credited as it starts, so the call's credits are there to chat with during it.
    expect(await ports.member.getCredits()).toBe(5060);
    clock.advance(60_000);
    expect(await ports.member.getCredits()).toBe(5120);
    clock.advance(60_000 + 1);
    expect(backend.world.hangUp(ivr.session)).toEqual({ minutes: 3, credits: 180 });
    clock.advance(5 * 60_000);
    expect((await ports.dialIn.verify(ivr.session)).state).toBe('ended');
    expect(await ports.member.getCredits()).toBe(5180);
    expect(await rejectionLabel(ports.dialIn.verify('ivr_unknown'))).toBe('badRequest.dialin.session');
  });

  it('expires a dial-in session nobody calls within its ttl', async () => {
    const { clock, ports } = makeBackend();
    const ivr = await ports.dialIn.getIvrSession({ country: 'BE' });
    clock.advance(60_000);
    expect((await ports.dialIn.verify(ivr.session)).state).toBe('expired');
  });
});
