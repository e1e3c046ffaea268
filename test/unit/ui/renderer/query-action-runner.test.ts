import { LoginWithToken } from '../../../../src/core/account/login-with-token.use-case';
import { RestoreMember } from '../../../../src/core/account/restore-member.use-case';
import type { MemberShell } from '../../../../src/core/shell/member-shell.model';
import type { Locale } from '../../../../src/core/common/locale.model';
import { runQueryAction } from '../../../../src/ui/renderer/query-action-runner';
import { fakeSetup, sessionArgs } from '../../support/fake-setup';

async function run(url: string, locale: Locale = 'nl', setup = fakeSetup()) {
  const { ports, storages, clock, logger } = setup;
  const loginWithToken = new LoginWithToken(...sessionArgs(setup), storages, clock);
  const seeded: (MemberShell | null)[] = [];
  const modals: { name: string; props?: Record<string, unknown> }[] = [];
  const steps: string[] = [];
  const parsed = new URL(url, 'http://localhost');
  const action = await runQueryAction(parsed, locale, {
    account: async () => ({
      loginWithToken,
      restoreMember: new RestoreMember(loginWithToken, ports.member, ports.inbox, storages, logger),
    }),
    seed: (member) => seeded.push(member),
    showModal: (name, props) => {
      steps.push(`modal ${name}`);
      modals.push(props ? { name, props } : { name });
    },
    navigate: (target) => {
      steps.push(`navigate ${target}`);
    },
    replaceUrl: (target) => steps.push(`replace ${target}`),
  });
  return { action, seeded, modals, steps, setup };
}

async function tokenOf(username: string, password: string) {
  const setup = fakeSetup();
  return { setup, token: (await setup.ports.member.login({ username, password })).token };
}

describe('runQueryAction', () => {
  it('does nothing without an action, and leaves the address alone', async () => {
    const { action, steps } = await run('/new-cams?p=61');
    expect([action, steps]).toEqual([null, []]);
  });

  it('logs an unverified member in, opens the lander popup and goes home with the kept query', async () => {
    const { setup, token } = await tokenOf('newbie', 'newbie123');
    const { action, seeded, steps } = await run(
      `/en/new-cams?action=login&token=${token}&p=61&page=2`,
      'en',
      setup,
    );
    expect(action).toEqual({ kind: 'login', token });
    // The popup opens first, so its code loads alongside the home page, not after it.
    expect(steps).toEqual(['replace /en/new-cams?p=61&page=2', 'modal lander', 'navigate /en?p=61']);
    expect(seeded).toEqual([expect.objectContaining({ username: 'newbie', verified: false })]);
  });

  it('opens no lander popup for a verified member; Dutch home has no prefix', async () => {
    const { setup, token } = await tokenOf('demo', 'demo1234');
    const { steps, seeded } = await run(`/?action=login&token=${token}#top`, 'nl', setup);
    expect(steps).toEqual(['replace /#top', 'navigate /']);
    expect(seeded).toEqual([expect.objectContaining({ username: 'demo', verified: true })]);
  });

  it('opens the login form when the token is refused', async () => {
    const { steps, seeded } = await run('/?action=login&token=garbage');
    expect(steps).toEqual(['replace /', 'modal login']);
    expect(seeded).toEqual([]);
  });

  it('opens the verification dialog with the token, and the reset dialog with token and password', async () => {
    const validate = await run('/?action=validate&token=abc&p=3');
    expect(validate.modals).toEqual([{ name: 'verifyEmail', props: { token: 'abc' } }]);
    expect(validate.steps[0]).toBe('replace /?p=3');
    const reset = await run('/en/?action=resetpassword&token=t1&password=r9', 'en');
    expect(reset.modals).toEqual([{ name: 'resetPassword', props: { token: 't1', password: 'r9' } }]);
    expect(reset.steps[0]).toBe('replace /en/');
    const bare = await run('/?action=resetpassword');
    expect(bare.modals).toEqual([{ name: 'resetPassword', props: { token: null, password: null } }]);
  });
});
