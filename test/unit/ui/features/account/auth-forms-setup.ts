import { fakeSetup, sessionArgs } from '../../../support/fake-setup';
import { Login } from '../../../../../src/core/account/login.use-case';
import { LoginWithToken } from '../../../../../src/core/account/login-with-token.use-case';
import { Register } from '../../../../../src/core/account/register.use-case';
import { RestoreMember } from '../../../../../src/core/account/restore-member.use-case';
import type { MemberShell } from '../../../../../src/core/shell/member-shell.model';
import { LoginFormViewModel } from '../../../../../src/ui/features/account/view-models/login-form.view-model';
import { RegisterFormViewModel } from '../../../../../src/ui/features/account/view-models/register-form.view-model';

export function parts() {
  const setup = fakeSetup();
  const { ports, storages, clock, logger, analytics } = setup;
  const restoreMember = new RestoreMember(
    new LoginWithToken(...sessionArgs(setup), storages, clock),
    ports.member,
    ports.inbox,
    storages,
    logger,
  );
  const members: (MemberShell | null)[] = [];
  return {
    setup,
    members,
    login: new LoginFormViewModel({ login: new Login(...sessionArgs(setup), storages), restoreMember }, (m) =>
      members.push(m),
    ),
    register: (kept: [string, string][] = []) =>
      new RegisterFormViewModel(
        {
          register: new Register(...sessionArgs(setup), storages, analytics, {
            affiliateCode: '61',
            version: '4.0',
          }),
          restoreMember,
        },
        kept,
        (m) => members.push(m),
      ),
  };
}
