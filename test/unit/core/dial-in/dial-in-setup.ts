import { type FakeSetup } from '../../support/fake-setup';

export async function ivr(setup: FakeSetup) {
  const session = (await setup.ports.dialIn.getIvrSession({ country: 'NL' })).session;
  const pincode = setup.backend.world.ivrSession(session)!.pincode;
  return { session, pincode };
}
