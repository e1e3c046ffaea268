import type { Container } from 'inversify';
import type { LoginWithToken } from '../core/account/login-with-token.use-case';
import type { ContainerParts } from './create-container';
import { backendOf, once, sessionPorts } from './binding-helpers';
import { TOKENS } from './tokens';

const modules = {
  verifyEmail: once(() => import('../core/account/verify-email.use-case')),
  openResetLink: once(() => import('../core/account/open-reset-link.use-case')),
  recoverPassword: once(() => import('../core/account/recover-password.use-case')),
  resendActivation: once(() => import('../core/account/resend-activation.use-case')),
  changePassword: once(() => import('../core/account/change-password.use-case')),
  changeEmail: once(() => import('../core/account/change-email.use-case')),
  changeUsername: once(() => import('../core/account/change-username.use-case')),
  deleteAccount: once(() => import('../core/account/delete-account.use-case')),
  loadLander: once(() => import('../core/account/load-lander.use-case')),
  validateWallet: once(() => import('../core/wallet/validate-wallet.use-case')),
};

/** Links from e-mails (verification, password reset), the welcome popup's lander, the wallet check. */
function bindEmailLinks(container: Container, parts: ContainerParts): void {
  container.bind(TOKENS.VerifyEmail).toDynamicValue(async (context) => {
    const [{ VerifyEmail }, backend] = await Promise.all([modules.verifyEmail(), backendOf(context)]);
    return new VerifyEmail(backend.member, ...sessionPorts(context), parts.storages, parts.clock);
  });
  container.bind(TOKENS.OpenResetLink).toDynamicValue(async (context) => {
    const [{ OpenResetLink }, loginWithToken] = await Promise.all([
      modules.openResetLink(),
      context.getAsync<LoginWithToken>(TOKENS.LoginWithToken),
    ]);
    return new OpenResetLink(...sessionPorts(context), parts.storages, loginWithToken);
  });
  container.bind(TOKENS.RecoverPassword).toDynamicValue(async (context) => {
    const [{ RecoverPassword }, backend] = await Promise.all([modules.recoverPassword(), backendOf(context)]);
    return new RecoverPassword(backend.member);
  });
  container.bind(TOKENS.ResendActivation).toDynamicValue(async (context) => {
    const [{ ResendActivation }, backend] = await Promise.all([
      modules.resendActivation(),
      backendOf(context),
    ]);
    return new ResendActivation(backend.member);
  });
  container.bind(TOKENS.LoadLander).toDynamicValue(async (context) => {
    const [{ LoadLander }, backend] = await Promise.all([modules.loadLander(), backendOf(context)]);
    return new LoadLander(backend.landers, parts.logger);
  });
  container.bind(TOKENS.ValidateWallet).toDynamicValue(async (context) => {
    const [{ ValidateWallet }, backend] = await Promise.all([modules.validateWallet(), backendOf(context)]);
    return new ValidateWallet(backend.wallet, parts.storages.cookie, parts.analytics, parts.logger);
  });
}

/** The settings page's changes: password, e-mail, user name and deleting the account. */
function bindSettings(container: Container, parts: ContainerParts): void {
  container.bind(TOKENS.ChangePassword).toDynamicValue(async (context) => {
    const [{ ChangePassword }, backend] = await Promise.all([modules.changePassword(), backendOf(context)]);
    return new ChangePassword(backend.member, parts.storages);
  });
  container.bind(TOKENS.ChangeEmail).toDynamicValue(async (context) => {
    const [{ ChangeEmail }, backend] = await Promise.all([modules.changeEmail(), backendOf(context)]);
    return new ChangeEmail(backend.member);
  });
  container.bind(TOKENS.ChangeUsername).toDynamicValue(async (context) => {
    const [{ ChangeUsername }, backend] = await Promise.all([modules.changeUsername(), backendOf(context)]);
    return new ChangeUsername(backend.member, ...sessionPorts(context), parts.storages);
  });
  container.bind(TOKENS.DeleteAccount).toDynamicValue(async (context) => {
    const [{ DeleteAccount }, backend] = await Promise.all([modules.deleteAccount(), backendOf(context)]);
    return new DeleteAccount(backend.member, ...sessionPorts(context), parts.storages);
  });
}

/** The account flows beyond login and registration (SPEC §2), each loaded with its first use. */
export function bindAccountFlows(container: Container, parts: ContainerParts): void {
  bindEmailLinks(container, parts);
  bindSettings(container, parts);
}
