import { ERROR_LABELS } from '../../../core/common/api-error.model';
import { LIMITS } from '../../../core/common/constants.model';
import type { PasswordChange, ProfileUpdate } from '../../../core/account/member.model';
import type { Accounts } from './accounts';
import { worldError } from './errors';
import type { MemberRecord } from './member-store';
import { checkEmail, checkPassword, checkUsername } from './validation';
import type { WorldContext } from './world-context';

/** A member's own changes: user name, password, e-mail, deletion. */
export class MemberSettings {
  constructor(
    private readonly ctx: WorldContext,
    private readonly accounts: Pick<Accounts, 'sendActivation'>,
  ) {}

  /** 4–20 characters; fails with badRequest.member.username.exists. */
  changeUsername(memberId: number, username: string): void {
    const member = this.ctx.members.require(memberId);
    const name = username.trim();
    this.checkNewUsername(memberId, name);
    member.username = name;
  }

  /**
   * Fails with forbidden when `memberId` is not the caller, badRequest.incorrectPassword for a
   * wrong old password, and badRequest.validation for a new password that is invalid, repeated
   * wrongly or the same as the old one.
   */
  changePassword(memberId: number, change: PasswordChange): boolean {
    const member = this.ctx.members.require(memberId);
    if (change.memberId !== memberId) throw worldError.forbidden();
    if (change.password !== member.password && !this.isResetCode(member, change.password))
      throw worldError.badRequest(ERROR_LABELS.incorrectPassword);
    if (change.newPassword !== change.repeatNewPassword) throw worldError.validation('repeatNewPassword');
    if (change.newPassword === change.password) throw worldError.validation('sameAsOld');
    checkPassword(change.newPassword);
    member.password = change.newPassword;
    member.resetPassword = null;
    return true;
  }

  /** The one-time password of the member's newest reset link, while it is still valid. */
  private isResetCode(member: MemberRecord, password: string): boolean {
    const reset = member.resetPassword;
    return !!reset && reset.code === password && this.ctx.clock.now() < reset.expiresAt;
  }

  /**
   * Changes e-mail and/or user name, all or nothing; fails with the exists labels. An unverified
   * member's new address gets a new activation link (double opt-in of the address in use).
   */
  update(memberId: number, update: ProfileUpdate, lang?: string): void {
    const member = this.ctx.members.require(memberId);
    const email = update.email?.trim();
    const username = update.username?.trim();
    if (email !== undefined) {
      checkEmail(email);
      if (this.ctx.members.emailTaken(email, memberId)) throw worldError.badRequest(ERROR_LABELS.emailExists);
    }
    if (username !== undefined) this.checkNewUsername(memberId, username);
    const emailChanged = email !== undefined && email.toLowerCase() !== member.email.toLowerCase();
    if (email !== undefined) member.email = email;
    if (username !== undefined) member.username = username;
    if (emailChanged && !member.verified)
      this.accounts.sendActivation(member, { replacePrevious: true, lang });
  }

  /** Marks the member deleted: later logins fail with badRequest.login.deleted, tokens with forbidden. */
  delete(memberId: number): void {
    this.ctx.members.require(memberId).deleted = true;
  }

  private checkNewUsername(memberId: number, username: string): void {
    checkUsername(username, LIMITS.nicknameMax);
    if (this.ctx.members.usernameTaken(username, memberId)) {
      throw worldError.badRequest(ERROR_LABELS.usernameExists);
    }
  }
}
