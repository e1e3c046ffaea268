import { PayDialIn } from '../../../../src/core/dial-in/pay-dial-in.use-case';
import { fakeSetup, logIn } from '../../support/fake-setup';
import { ivr } from './dial-in-setup';

describe('PayDialIn', () => {
  it('validates the pin before calling the backend', async () => {
    const setup = fakeSetup();
    const spy = jest.spyOn(setup.ports.dialIn, 'pay');
    const result = await new PayDialIn(setup.ports.dialIn, setup.clock, setup.logger).execute({
      pincode: '12a',
      provider: 'ivr',
    });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid', errors: { pincode: ['validation.invalidPin'] } },
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it('links the session with a correct pin, anonymously for a guest', async () => {
    const setup = fakeSetup();
    const { session, pincode } = await ivr(setup);
    const spy = jest.spyOn(setup.ports.dialIn, 'pay');
    const result = await new PayDialIn(setup.ports.dialIn, setup.clock, setup.logger).execute({
      pincode: ` ${pincode} `,
      provider: 'ivr',
      params: { p: '61' },
    });
    expect(result).toEqual({ ok: true, value: { session } });
    const sent = spy.mock.calls[0]![0];
    expect(sent.username).toMatch(/^anonymous\d{7}$/);
    expect(sent).toMatchObject({ pincode, provider: 'ivr', params: { p: '61' } });
  });

  it('uses the member name when given', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const { pincode } = await ivr(setup);
    const spy = jest.spyOn(setup.ports.dialIn, 'pay');
    await new PayDialIn(setup.ports.dialIn, setup.clock, setup.logger).execute({
      pincode,
      provider: 'ivr',
      username: 'demo',
    });
    expect(spy.mock.calls[0]![0].username).toBe('demo');
  });

  it('marks a refused pin invalid', async () => {
    const setup = fakeSetup();
    const { pincode } = await ivr(setup);
    const wrong = pincode === '0000' ? '1111' : '0000';
    const result = await new PayDialIn(setup.ports.dialIn, setup.clock, setup.logger).execute({
      pincode: wrong,
      provider: 'ivr',
    });
    expect(result).toEqual({ ok: false, error: { kind: 'invalidPin' } });
    expect(setup.logger.entries).toEqual([]);
  });

  it('marks the pin invalid on any other backend failure and logs it', async () => {
    const setup = fakeSetup();
    setup.backend.faults.set({ errorRate: 1 });
    const result = await new PayDialIn(setup.ports.dialIn, setup.clock, setup.logger).execute({
      pincode: '1234',
      provider: 'ivr',
    });
    expect(result).toEqual({ ok: false, error: { kind: 'invalidPin' } });
    expect(setup.logger.messages('error')).toEqual(['Dial-in payment failed']);
  });
});
