import { LoginWithToken } from '../../../../src/core/account/login-with-token.use-case';
import { RestoreMember } from '../../../../src/core/account/restore-member.use-case';
import { storedToken } from '../../../../src/core/account/auth-state';
import { Deadline } from '../../../../src/core/common/deadline';
import { fakeSetup, logIn, sessionArgs, visitorOf, type FakeSetup } from '../../support/fake-setup';
import { elapse, isSettled } from '../../support/manual-time';

function restoreMember(setup: FakeSetup): RestoreMember {
  const { ports, storages, clock, logger } = setup;
  const loginWithToken = new LoginWithToken(...sessionArgs(setup), storages, clock);
  return new RestoreMember(loginWithToken, ports.member, ports.inbox, storages, logger);
}

async function laterRequest(): Promise<FakeSetup> {
  const setup = fakeSetup();
  await logIn(setup, 'demo', 'demo1234');
  return { ...setup, ...visitorOf(setup.backend, storedToken(setup.storages.cookie)) };
}

describe('RestoreMember against a slow backend', () => {
  it('asks the unread count and favourites beside the login: one round trip', async () => {
    const setup = await laterRequest();
    setup.backend.faults.set({ latencyMs: 1000 });
    const member = restoreMember(setup).execute();
    await elapse(setup.clock, 1000);
    expect(await isSettled(member)).toBe(true);
    expect((await member)?.favourites.length).toBeGreaterThan(0);
  });

  it('waits for a login past the deadline: the member is restored, the late extras show as none', async () => {
    const setup = await laterRequest();
    setup.backend.faults.set({ latencyMs: 8000 });
    const member = restoreMember(setup).execute({ deadline: Deadline.after(setup.clock, 3000) });
    await elapse(setup.clock, 3000);
    expect(await isSettled(member)).toBe(false);
    await elapse(setup.clock, 5000);
    await expect(member).resolves.toMatchObject({ username: 'demo', unread: 0, favourites: [] });
    expect(setup.logger.entries.map((entry) => entry.message)).toEqual(
      expect.arrayContaining([
        'Rendered without the unread count: the render deadline passed',
        'Rendered without favourites: the render deadline passed',
      ]),
    );
  });
});
