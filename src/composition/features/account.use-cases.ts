// The account feature's use-cases: one chunk, loaded by loadAccountFeature.
export { ChangeEmail } from '../../core/account/change-email.use-case';
export { ChangePassword } from '../../core/account/change-password.use-case';
export { ChangeUsername } from '../../core/account/change-username.use-case';
export { DeleteAccount } from '../../core/account/delete-account.use-case';
export { LoadLander } from '../../core/account/load-lander.use-case';
export { Login } from '../../core/account/login.use-case';
export { LoginWithToken } from '../../core/account/login-with-token.use-case';
export { Logout } from '../../core/account/logout.use-case';
export { OpenResetLink } from '../../core/account/open-reset-link.use-case';
export { RecoverPassword } from '../../core/account/recover-password.use-case';
export { Register } from '../../core/account/register.use-case';
export { ResendActivation } from '../../core/account/resend-activation.use-case';
export { RestoreMember } from '../../core/account/restore-member.use-case';
export { VerifyEmail } from '../../core/account/verify-email.use-case';
