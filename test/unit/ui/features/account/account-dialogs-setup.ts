import { ChangePassword } from '../../../../../src/core/account/change-password.use-case';
import { LoginWithToken } from '../../../../../src/core/account/login-with-token.use-case';
import { OpenResetLink } from '../../../../../src/core/account/open-reset-link.use-case';
import { RestoreMember } from '../../../../../src/core/account/restore-member.use-case';
import type { MemberShell } from '../../../../../src/core/shell/member-shell.model';
import { ResetPasswordViewModel } from '../../../../../src/ui/features/account/view-models/reset-password.view-model';
import { type FakeSetup, sessionArgs } from '../../../support/fake-setup';

export function restore(setup: FakeSetup) {
  const { ports, storages, clock, logger } = setup;
  return new RestoreMember(
    new LoginWithToken(...sessionArgs(setup), storages, clock),
    ports.member,
    ports.inbox,
    storages,
    logger,
  );
}

/** A fresh unverified member with an activation mail; returns the mail's link parameters. */
export async function registered(setup: FakeSetup, name: string) {
  const email = `${name}@example.test`;
  await setup.ports.member.register({ username: name, email, password: 'secret12', meta: {} });
  return { email, ...latestLink(setup, email, 'activation') };
}

export function latestLink(setup: FakeSetup, email: string, kind: 'activation' | 'passwordReset') {
  const mail = [...setup.backend.world.outbox].reverse().find((m) => m.to === email && m.kind === kind);
  if (!mail) throw new Error(`no ${kind} mail for ${email}`);
  const query = new URLSearchParams(mail.link.split('?')[1]);
  return { token: query.get('token') ?? '', password: query.get('password'), count: mailCount(setup, email) };
}

export function mailCount(setup: FakeSetup, email: string): number {
  return setup.backend.world.outbox.filter((m) => m.to === email).length;
}

export function reset(setup: FakeSetup, loggedIn = false) {
  const members: (MemberShell | null)[] = [];
  const waits: number[] = [];
  const homes: string[] = [];
  const { ports, storages, clock } = setup;
  const account = {
    openResetLink: new OpenResetLink(
      setup.credentials,
      setup.balance,
      storages,
      new LoginWithToken(...sessionArgs(setup), storages, clock),
    ),
    restoreMember: restore(setup),
    changePassword: new ChangePassword(ports.member, storages),
  };
  const vm = new ResetPasswordViewModel(account, {
    onMember: (member) => members.push(member),
    loggedIn: () => loggedIn,
    goHome: () => homes.push('home'),
    wait: async (ms) => {
      waits.push(ms);
    },
  });
  return { vm, members, waits, homes };
}
