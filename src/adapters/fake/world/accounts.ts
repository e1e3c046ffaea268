import { ERROR_LABELS } from '../../../core/common/api-error.model';
import { DEFAULT_LOCALE, type Locale } from '../../../core/common/locale.model';
import { isLocale, localizedPath } from '../../../core/shell/locale.rules';
import { PRICES } from '../../../core/common/constants.model';
import type { Credentials, Registration } from '../../../core/account/member.model';
import { worldError } from './errors';
import type { MemberRecord } from './member-store';
import { checkEmail, checkPassword, checkUsername } from './validation';
import type { OutboxMail, WorldContext } from './world-context';
import { DAY_MS, isoAt } from './world-time';

/** How long an activation link stays valid. */
export const ACTIVATION_TTL_MS = DAY_MS;
/** How long the one-time password of a reset link is accepted (as long as the link's login token). */
export const RESET_TTL_MS = DAY_MS;

const SUBJECTS: Record<OutboxMail['kind'], Record<Locale, string>> = {
  activation: {
    nl: 'Bevestig je e-mailadres',
    be: 'Bevestig je e-mailadres',
    en: 'Confirm your e-mail address',
    de: 'Bestätige deine E-Mail-Adresse',
  },
  passwordReset: {
    nl: 'Je nieuwe wachtwoord',
    be: 'Je nieuwe wachtwoord',
    en: 'Reset your password',
    de: 'Dein neues Passwort',
  },
};

/**
 * The mail's language: the x-lang of the request that triggered it (docs/api.md: nl, en, de, be),
 * else the member's last one, else Dutch.
 */
export function mailLocale(lang: string | undefined, member?: MemberRecord): Locale {
  if (isLocale(lang)) return lang;
  return isLocale(member?.lang) ? member.lang : DEFAULT_LOCALE;
}

/** The site's page for a query action in the mail's language (SPEC §2 routes: /, /en; see docs/api.md). */
function mailLink(locale: Locale, query: string): string {
  return `${localizedPath('/', locale)}?${query}`;
}

/** Sign-up with double opt-in, login and password recovery (SPEC §2, §4, §8). */
export class Accounts {
  private readonly activations = new Map<string, { memberId: number; createdAt: number }>();

  constructor(private readonly ctx: WorldContext) {}

  /** A login token for the member, valid for one day. */
  tokenFor(member: MemberRecord): string {
    return this.ctx.tokens.issue(member.id, member.legacy, this.ctx.clock.now());
  }

  /** Creates an unverified member with 0 credits and mails an activation link. */
  register(registration: Registration, lang: string): MemberRecord {
    const username = registration.username.trim();
    const email = registration.email.trim();
    checkUsername(username);
    checkEmail(email);
    checkPassword(registration.password);
    if (this.ctx.members.emailTaken(email)) throw worldError.badRequest(ERROR_LABELS.emailExists);
    if (this.ctx.members.usernameTaken(username)) throw worldError.badRequest(ERROR_LABELS.usernameExists);
    const member = this.ctx.members.create({
      username,
      email,
      password: registration.password,
      verified: false,
      credits: 0,
      lander: registration.meta.lander ?? null,
      legacy: false,
      lang,
      createdAt: this.ctx.clock.now(),
    });
    this.sendActivation(member, { lang });
    return member;
  }

  /**
   * Puts a fresh activation mail in the outbox and returns its token. `replacePrevious` revokes
   * the member's earlier links (after an e-mail change they went to an address no longer in use).
   */
  sendActivation(member: MemberRecord, options: { replacePrevious?: boolean; lang?: string } = {}): string {
    if (options.replacePrevious)
      for (const [token, entry] of this.activations)
        if (entry.memberId === member.id) this.activations.delete(token);
    const token = this.ctx.rng.hex(32);
    const now = this.ctx.clock.now();
    this.activations.set(token, { memberId: member.id, createdAt: now });
    this.mail(member, 'activation', token, `action=validate&token=${token}`, options.lang);
    return token;
  }

  /**
   * Verifies the member of an activation token and grants the welcome credits once. Returns a
   * login token and the credits granted. Fails with badRequest.activation.notExists,
   * .verified (already done) or .expired (older than a day).
   */
  activate(token: string): { token: string; credits: number } {
    const entry = this.activations.get(token);
    const member = entry && this.ctx.members.get(entry.memberId);
    if (!entry || !member || member.deleted) throw worldError.badRequest(ERROR_LABELS.activationNotExists);
    if (member.verified) throw worldError.badRequest(ERROR_LABELS.activationVerified);
    if (this.ctx.clock.now() - entry.createdAt > ACTIVATION_TTL_MS) {
      throw worldError.badRequest(ERROR_LABELS.activationExpired);
    }
    member.verified = true;
    this.ctx.members.credit(member.id, PRICES.welcomeCredits, { kind: 'bonus' });
    return { token: this.tokenFor(member), credits: PRICES.welcomeCredits };
  }

  /** Mails a new activation link; fails with badRequest.activation.verified when already verified. */
  resendActivation(memberId: number, lang?: string): void {
    const member = this.ctx.members.require(memberId);
    if (member.verified) throw worldError.badRequest(ERROR_LABELS.activationVerified);
    this.sendActivation(member, { lang });
  }

  /** By user name or e-mail. Fails with badRequest.login.notExists, .deleted or badRequest.incorrectPassword. */
  login(credentials: Credentials, lang: string): { token: string } {
    const member = this.ctx.members.findByLogin(credentials.username);
    if (!member) throw worldError.badRequest(ERROR_LABELS.loginNotExists);
    if (member.deleted) throw worldError.badRequest(ERROR_LABELS.loginDeleted);
    if (member.password !== credentials.password) throw worldError.badRequest(ERROR_LABELS.incorrectPassword);
    member.lang = lang;
    return { token: this.tokenFor(member) };
  }

  /**
   * Mails a reset link that logs the member in and carries a one-time password: the reset form
   * sends it as the old password, so the link works once and for a day. The member's own
   * password keeps working meanwhile. Fails with badRequest.activation.notExists.
   */
  forgotPassword(data: { email?: string; username?: string }, lang?: string): void {
    const member = this.ctx.members.findByLogin(data.email ?? data.username ?? '');
    if (!member || member.deleted) throw worldError.badRequest(ERROR_LABELS.activationNotExists);
    const token = this.tokenFor(member);
    const code = `r${this.ctx.rng.hex(11)}`;
    member.resetPassword = { code, expiresAt: this.ctx.clock.now() + RESET_TTL_MS };
    this.mail(member, 'passwordReset', token, `action=resetpassword&token=${token}&password=${code}`, lang);
  }

  private mail(
    member: MemberRecord,
    kind: OutboxMail['kind'],
    token: string,
    query: string,
    lang?: string,
  ): void {
    const locale = mailLocale(lang, member);
    this.ctx.outbox.push({
      to: member.email,
      subject: SUBJECTS[kind][locale],
      token,
      createdAt: isoAt(this.ctx.clock.now()),
      kind,
      lang: locale,
      link: mailLink(locale, query),
    });
  }
}
