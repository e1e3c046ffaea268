import { once } from '../once';
import type { FeatureDeps } from './feature-deps';
import { FeatureModule } from './feature-module';
import type {
  ChangeEmail,
  ChangePassword,
  ChangeUsername,
  DeleteAccount,
  LoadLander,
  Login,
  LoginWithToken,
  Logout,
  OpenResetLink,
  RecoverPassword,
  Register,
  ResendActivation,
  RestoreMember,
  VerifyEmail,
} from './account.use-cases';

/**
 * The member's account (SPEC §2): the session (restore, login, token login, logout),
 * registration, the links from e-mails, the welcome popup's lander and the settings' changes.
 */
export interface AccountFeature {
  restoreMember: RestoreMember;
  loginWithToken: LoginWithToken;
  login: Login;
  logout: Logout;
  register: Register;
  verifyEmail: VerifyEmail;
  openResetLink: OpenResetLink;
  recoverPassword: RecoverPassword;
  resendActivation: ResendActivation;
  loadLander: LoadLander;
  changePassword: ChangePassword;
  changeEmail: ChangeEmail;
  changeUsername: ChangeUsername;
  deleteAccount: DeleteAccount;
}

const useCases = once(() => import('./account.use-cases'));

/** The account's use-cases, in one chunk with the backend they talk to. */
async function loadAccountFeature(deps: FeatureDeps): Promise<AccountFeature> {
  const [m, backend] = await Promise.all([useCases(), deps.backend()]);
  const { storages, clock, logger, analytics, credentials, balance } = deps;
  const { affiliateCode, version } = deps.config.whiteLabel;
  const loginWithToken = new m.LoginWithToken(backend.member, credentials, balance, storages, clock);
  return {
    restoreMember: new m.RestoreMember(loginWithToken, backend.member, backend.inbox, storages, logger),
    loginWithToken,
    login: new m.Login(backend.member, credentials, balance, storages),
    logout: new m.Logout(credentials, balance, storages),
    register: new m.Register(backend.member, credentials, balance, storages, analytics, {
      affiliateCode,
      version,
    }),
    verifyEmail: new m.VerifyEmail(backend.member, credentials, balance, storages, clock),
    openResetLink: new m.OpenResetLink(credentials, balance, storages, loginWithToken),
    recoverPassword: new m.RecoverPassword(backend.member),
    resendActivation: new m.ResendActivation(backend.member),
    loadLander: new m.LoadLander(backend.landers, logger),
    changePassword: new m.ChangePassword(backend.member, storages),
    changeEmail: new m.ChangeEmail(backend.member),
    changeUsername: new m.ChangeUsername(backend.member, credentials, balance, storages),
    deleteAccount: new m.DeleteAccount(backend.member, credentials, balance, storages),
  };
}

/** The AccountFeature's identifier, bound to its loader (feature-modules.ts lists it). */
export const accountModule = new FeatureModule('AccountFeature', loadAccountFeature);
