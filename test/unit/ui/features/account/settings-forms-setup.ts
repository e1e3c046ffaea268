import { fakeSetup, logIn } from '../../../support/fake-setup';

export async function member(username = 'demo', password = 'demo1234') {
  const setup = fakeSetup();
  const session = await logIn(setup, username, password);
  return { setup, session };
}
