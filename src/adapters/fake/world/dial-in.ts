import { ERROR_LABELS } from '../../../core/common/api-error.model';
import { IVR_DEFAULTS, PRICES } from '../../../core/common/constants.model';
import type {
  DialInCountry,
  DialInNumber,
  DialInPayment,
  DialInStatus,
  IvrSession,
} from '../../../core/dial-in/dial-in.model';
import { DIAL_IN_COUNTRIES } from '../../../core/dial-in/dial-in.model';
import type { TimerHandle } from '../../../ports/clock.port';
import { worldError } from './errors';
import { DIAL_IN_LINES } from './catalogue-data';
import type { WorldContext } from './world-context';
import { MINUTE_MS } from './world-time';

/**
 * Credits per started call minute. A minute at 0.80 euro buys one chat minute (60 credits, SPEC
 * §9); Belgian calls get double, the promotion SPEC §9 mentions.
 */
export const DIAL_IN_CREDITS_PER_MINUTE = PRICES.chatCreditsPerMinute;

interface IvrRecord {
  ivr: IvrSession;
  country: DialInCountry;
  pincode: string;
  state: DialInStatus;
  /** Someone has dialled the number and hears the pin. */
  callerOnLine: boolean;
  /** The site sent the pin: the session belongs to `memberId` or to the anonymous `nickname`. */
  linked: boolean;
  memberId: number | null;
  nickname: string | null;
  callStartedAt: number | null;
  /** What the ended call earned, and who got it. */
  credited: { credits: number; minutes: number; balance: number } | null;
  expiry: TimerHandle | null;
}

/** A view of an IVR session for the sandbox's phone page. */
export interface IvrSnapshot {
  ivr: IvrSession;
  state: DialInStatus;
  pincode: string;
  memberId: number | null;
  callerOnLine: boolean;
  linked: boolean;
  nickname: string | null;
  credited: { credits: number; minutes: number; balance: number } | null;
}

const sessionError = () => worldError.badRequest(ERROR_LABELS.sessionNotFound);
const isLive = (record: IvrRecord) => record.state === 'pending' || record.state === 'in_call';

/**
 * The phone payment (SPEC §4 dial-in states), as a caller lives it: the site shows a number (a
 * pending session, which expires after its ttl of 60 s unless the paid call starts); the caller
 * dials it (`phoneCall`) and the voice reads out a 4-digit pin; the site sends the pin (`pay`),
 * which links the session to the member, or to the anonymous name of a guest; the voice then asks
 * to accept the tariff and the caller presses 1 (`connect`): in_call; hanging up (`hangUp`) ends it
 * and credits the member or the anonymous name for every started minute (double for Belgium).
 * Until the caller presses 1 the session stays pending, which is the site's 'waiting' step.
 */
export class DialIn {
  private readonly sessions = new Map<string, IvrRecord>();
  /** Credits of anonymous callers by their name: a guest's balance goes with the name, not an account. */
  private readonly anonymous = new Map<string, number>();

  constructor(private readonly ctx: WorldContext) {}

  numbers(): DialInNumber[] {
    return DIAL_IN_COUNTRIES.map((country) => ({
      id: country,
      image: `/sandbox/media/flag/${country.toLowerCase()}.svg`,
      options: [{ number: DIAL_IN_LINES[country].display, tariff: IVR_DEFAULTS.tariff }],
    }));
  }

  /** A new pending session; fails with badRequest.validation for a country other than NL, BE, DE. */
  createSession(countryCode: string): IvrSession {
    const country = DIAL_IN_COUNTRIES.find((candidate) => candidate === countryCode.toUpperCase());
    if (!country) throw worldError.validation('country');
    const now = this.ctx.clock.now();
    const ttl = IVR_DEFAULTS.ttlSeconds;
    const ivr: IvrSession = {
      session: `ivr_${this.ctx.rng.hex(12)}`,
      callednumber: DIAL_IN_LINES[country].number,
      displaynumber: DIAL_IN_LINES[country].display,
      tariff: IVR_DEFAULTS.tariff,
      ttl,
      expiresAt: now + ttl * 1000,
      flag: country.toLowerCase(),
    };
    const record: IvrRecord = {
      ivr,
      country,
      pincode: this.freshPin(),
      state: 'pending',
      callerOnLine: false,
      linked: false,
      memberId: null,
      nickname: null,
      callStartedAt: null,
      credited: null,
      expiry: null,
    };
    record.expiry = this.ctx.clock.setTimeout(() => this.expire(record.ivr.session), ttl * 1000);
    this.sessions.set(ivr.session, record);
    return { ...ivr };
  }

  /**
   * Links the live session with this pin to the member (memberId) or, for a guest, to the
   * anonymous name sent; fails with badRequest.dialin.pincode.
   */
  pay(memberId: number | null, payment: DialInPayment): { session: string } {
    const pincode = String(payment.pincode).trim();
    const record = [...this.sessions.values()].find((r) => r.pincode === pincode && isLive(r));
    if (!record) throw worldError.badRequest(ERROR_LABELS.invalidPin);
    if (record.state === 'pending') {
      record.linked = true;
      record.memberId = memberId;
      record.nickname = memberId ? this.ctx.members.require(memberId).username : payment.username;
      this.announce(record);
    }
    return { session: record.ivr.session };
  }

  /** The session's state; fails with badRequest.dialin.session when unknown. */
  verify(session: string): { state: DialInStatus; nickname: string | null } {
    const record = this.sessions.get(session);
    if (!record) throw sessionError();
    return { state: record.state, nickname: record.nickname };
  }

  /** The simulated caller dials the session's number; returns the pin the voice reads out. */
  phoneCall(session: string): { pincode: string; displaynumber: string } {
    const record = this.require(session, 'pending');
    record.callerOnLine = true;
    return { pincode: record.pincode, displaynumber: record.ivr.displaynumber };
  }

  /** The caller accepts the tariff (presses 1) after the site sent the pin: pending → in_call. */
  connect(session: string): void {
    const record = this.require(session, 'pending');
    if (!record.callerOnLine || !record.linked) throw sessionError();
    if (record.expiry) this.ctx.clock.clear(record.expiry);
    record.state = 'in_call';
    record.callStartedAt = this.ctx.clock.now();
    this.announce(record);
  }

  /**
   * The caller hangs up. In a call: the session ends and the member (or the anonymous name) gets
   * credits for every started minute. Before pressing 1: the line is free again and the session
   * stays pending until it expires, so the caller may dial once more.
   */
  hangUp(session: string): { minutes: number; credits: number } {
    const record = this.sessions.get(session);
    if (record?.state === 'pending' && record.callerOnLine) {
      record.callerOnLine = false;
      return { minutes: 0, credits: 0 };
    }
    if (!record || record.state !== 'in_call') throw sessionError();
    const elapsed = this.ctx.clock.now() - (record.callStartedAt ?? this.ctx.clock.now());
    const minutes = Math.max(1, Math.ceil(elapsed / MINUTE_MS));
    const credits = minutes * DIAL_IN_CREDITS_PER_MINUTE * (record.country === 'BE' ? 2 : 1);
    record.state = 'ended';
    record.callerOnLine = false;
    record.credited = { credits, minutes, balance: this.credit(record, credits) };
    this.announce(record);
    return { minutes, credits };
  }

  /** The sandbox's shortcut past the ttl: a pending session expires now. */
  expire(session: string): void {
    const record = this.sessions.get(session);
    if (!record || record.state !== 'pending') return;
    if (record.expiry) this.ctx.clock.clear(record.expiry);
    record.state = 'expired';
    record.callerOnLine = false;
    this.announce(record);
  }

  /** Credits an anonymous caller has collected under this name. */
  anonymousCredits(nickname: string): number {
    return this.anonymous.get(nickname) ?? 0;
  }

  snapshot(session: string): IvrSnapshot | null {
    const record = this.sessions.get(session);
    if (!record) return null;
    const { state, pincode, memberId, callerOnLine, linked, nickname, credited } = record;
    return { ivr: { ...record.ivr }, state, pincode, memberId, callerOnLine, linked, nickname, credited };
  }

  /** Sessions waiting for or in a call, for the sandbox phone to choose from. */
  live(): IvrSnapshot[] {
    return [...this.sessions.values()]
      .filter(isLive)
      .map((record) => this.snapshot(record.ivr.session))
      .filter((snapshot): snapshot is IvrSnapshot => snapshot !== null);
  }

  private require(session: string, state: DialInStatus): IvrRecord {
    const record = this.sessions.get(session);
    if (!record || record.state !== state) throw sessionError();
    return record;
  }

  /** Returns the new balance of whoever the call was for. */
  private credit(record: IvrRecord, credits: number): number {
    if (record.memberId) return this.ctx.members.credit(record.memberId, credits);
    const name = record.nickname ?? '';
    const balance = this.anonymousCredits(name) + credits;
    this.anonymous.set(name, balance);
    return balance;
  }

  /** Only a member has a channel to hear it on; a guest's site learns the state by asking. */
  private announce(record: IvrRecord): void {
    if (!record.memberId) return;
    this.ctx.events.emit(record.memberId, 'dialInStatus', {
      session: record.ivr.session,
      state: record.state,
    });
  }

  /** A pin no live session uses, so a pin identifies one session. */
  private freshPin(): string {
    const live = new Set([...this.sessions.values()].filter(isLive).map((r) => r.pincode));
    for (;;) {
      const pin = String(this.ctx.rng.int(0, 9999)).padStart(4, '0');
      if (!live.has(pin)) return pin;
    }
  }
}
