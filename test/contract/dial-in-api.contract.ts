import { ERROR_LABELS } from '../../src/core/common/api-error.model';
import type { ContractTarget } from './contract-target';
import { itWithTools } from './contract-target';
import { eventually, expectLabel, registerAndLogin } from './contract-helpers';

const payment = (pincode: string) => ({
  username: 'anon1234567',
  provider: 'dialin',
  pincode,
  params: { p: '61' },
});

/** DialInApi: numbers, IVR sessions, paying with the pin, verifying states (SPEC §4, §7). */
export function describeDialInApiContract(name: string, target: ContractTarget): void {
  describe(`DialInApi contract: ${name}`, () => {
    it('lists numbers for NL, BE and DE with tariffs', async () => {
      const numbers = await target.makePorts().dialIn.getNumbers({ provider: 'dialin' });
      expect(numbers.map((entry) => entry.id).sort()).toEqual(['BE', 'DE', 'NL']);
      for (const entry of numbers) {
        expect(entry.options[0]).toEqual({ number: expect.any(String), tariff: expect.any(Number) });
      }
    });

    it('opens an IVR session that is pending, at 0.80 a minute for 60 s, flagged nl', async () => {
      const ports = target.makePorts();
      const ivr = await ports.dialIn.getIvrSession({ country: 'NL' });
      expect(ivr).toEqual(
        expect.objectContaining({
          session: expect.any(String),
          callednumber: expect.any(String),
          tariff: 0.8,
          ttl: 60,
          flag: 'nl',
        }),
      );
      expect(ivr.expiresAt).toBeGreaterThan(0);
      expect(await ports.dialIn.verify(ivr.session)).toEqual({ state: 'pending', nickname: null });
    });

    it('rejects a wrong pin and an unknown session', async () => {
      const ports = target.makePorts();
      await ports.dialIn.getIvrSession({ country: 'NL' });
      await expectLabel(ports.dialIn.pay(payment('x9x9')), ERROR_LABELS.invalidPin);
      await expectLabel(ports.dialIn.verify('no-such-session'), ERROR_LABELS.sessionNotFound);
    });

    itWithTools(target)('goes pending, in_call, ended and credits the member', async () => {
      const ports = target.makePorts();
      await registerAndLogin(ports);
      const before = await ports.member.getCredits();
      const ivr = await ports.dialIn.getIvrSession({ country: 'NL' });
      const call = await target.tools?.phoneCall(ivr.session);
      const paid = await ports.dialIn.pay(payment(call?.pincode as string));
      expect(paid.session).toBe(ivr.session);
      expect((await ports.dialIn.verify(ivr.session)).state).toBe('pending');
      await target.tools?.pressOne(ivr.session);
      expect((await ports.dialIn.verify(ivr.session)).state).toBe('in_call');
      await target.tools?.hangUp(ivr.session);
      expect((await ports.dialIn.verify(ivr.session)).state).toBe('ended');
      expect(await ports.member.getCredits()).toBeGreaterThan(before);
    });

    itWithTools(target)(
      'lets a guest chat on the call: paid chat under its name, until it ends',
      async () => {
        const ports = target.makePorts();
        const [performer] = (await ports.performers.find({ page: 1, limit: 1 })).items;
        const join = { performerId: performer?.id as number, kind: 'chat' as const };
        const ivr = await ports.dialIn.getIvrSession({ country: 'NL' });
        const call = await target.tools?.phoneCall(ivr.session);
        await ports.dialIn.pay({ ...payment(call?.pincode as string), username: 'anonymous7654321' });
        // Not yet in call: the session pays nothing.
        await expectLabel(
          ports.member.joinChat({ ...join, dialInSession: ivr.session }),
          ERROR_LABELS.unauthorized,
        );
        await target.tools?.pressOne(ivr.session);
        const seat = await ports.member.joinChat({ ...join, dialInSession: ivr.session });
        expect(seat).toEqual({
          token: expect.any(String),
          room: expect.any(String),
          nickname: 'anonymous7654321',
        });
        // The engine takes the seat: the call's first minute pays its first minute.
        await ports.chat.join(seat);
        await ports.chat.leave('default');
        await target.tools?.hangUp(ivr.session);
        await expectLabel(
          ports.member.joinChat({ ...join, dialInSession: ivr.session }),
          ERROR_LABELS.unauthorized,
        );
        await expectLabel(
          ports.member.joinChat({ ...join, dialInSession: 'ivr_unknown' }),
          ERROR_LABELS.unauthorized,
        );
      },
    );

    itWithTools(target)('tells the member socket every state of the call', async () => {
      const ports = target.makePorts();
      await registerAndLogin(ports);
      const states: string[] = [];
      ports.memberEvents.on('dialInStatus', (event) => states.push(event.state));
      ports.memberEvents.connect();
      await eventually(target, () => ports.memberEvents.isConnected(), 10);
      const ivr = await ports.dialIn.getIvrSession({ country: 'BE' });
      const call = await target.tools?.phoneCall(ivr.session);
      await ports.dialIn.pay(payment(call?.pincode as string));
      await target.tools?.pressOne(ivr.session);
      await target.tools?.hangUp(ivr.session);
      await eventually(target, () => states.includes('ended'), 10);
      expect(states).toEqual(['pending', 'in_call', 'ended']);
    });

    itWithTools(target)('expires a session nobody calls within its ttl', async () => {
      const ports = target.makePorts();
      const ivr = await ports.dialIn.getIvrSession({ country: 'DE' });
      target.advance(ivr.ttl * 1000);
      expect((await ports.dialIn.verify(ivr.session)).state).toBe('expired');
    });
  });
}
