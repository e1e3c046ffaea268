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
  /** Started call minutes credited so far, and the credits they earned. */
  minutes: number;
  credits: number;
  /** A guest's balance: the call's credits not yet spent. It goes with the session, not a name. */
  guestCredits: number;
  /** What the ended call earned, and who got it. */
  credited: { credits: number; minutes: number; balance: number } | null;
  expiry: TimerHandle | null;
  /** The call's next minute, credited as it starts. */
  nextMinute: TimerHandle | null;
}

/**
 * The anonymous callers' side of the chat (the chat rooms use it): a guest whose call is on chats
 * under the call's anonymous name and pays with the call's credits.
 */
export interface PhoneCallers {
  /** The anonymous name of a guest's session in call; unauthorized for any other session. */
  callerInCall(session: string): string;
  /** A guest's call's credits not yet spent (0 for an unknown session). */
  callCredits(session: string): number;
  /** Fails with badRequest.deduct.credits.amount, changing nothing, when the call's credits fall short. */
  chargeCall(session: string, amount: number): number;
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
  /** The call so far: started minutes, their credits, and the balance of whoever the call is for. */
  sofar: { credits: number; minutes: number; balance: number };
  credited: { credits: number; minutes: number; balance: number } | null;
}

const sessionError = () => worldError.badRequest(ERROR_LABELS.sessionNotFound);
const isLive = (record: IvrRecord) => record.state === 'pending' || record.state === 'in_call';

/**
 * The phone payment (SPEC §4 dial-in states), as a caller lives it: the site shows a number (a
 * pending session, which expires after its ttl of 60 s unless the paid call starts); the caller
 * dials it (`phoneCall`) and the voice reads out a 4-digit pin; the site sends the pin (`pay`),
 * which links the session to the member, or to the anonymous name of a guest; the voice then asks
 * to accept the tariff and the caller presses 1 (`connect`): in_call; hanging up (`hangUp`) ends it.
 * Every call minute credits the member, or the guest's call, as it starts (double for Belgium), so
 * the call's credits pay the chat during the call. Until the caller presses 1 the session stays
 * pending, which is the site's 'waiting' step.
 */
export class DialIn implements PhoneCallers {
  private readonly sessions = new Map<string, IvrRecord>();

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
      minutes: 0,
      credits: 0,
      guestCredits: 0,
      credited: null,
      expiry: null,
      nextMinute: null,
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
    this.announce(record);
    this.creditMinute(record);
  }

  /** Credits the started minute, and the next one when it starts, while the call lasts. */
  private creditMinute(record: IvrRecord): void {
    const credits = DIAL_IN_CREDITS_PER_MINUTE * (record.country === 'BE' ? 2 : 1);
    record.minutes += 1;
    record.credits += credits;
    this.credit(record, credits);
    record.nextMinute = this.ctx.clock.setTimeout(() => {
      record.nextMinute = null;
      if (record.state === 'in_call') this.creditMinute(record);
    }, MINUTE_MS);
  }

  /**
   * The caller hangs up. In a call: the session ends; the member (or the guest's call) has had
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
    if (record.nextMinute) this.ctx.clock.clear(record.nextMinute);
    record.nextMinute = null;
    const { minutes, credits } = record;
    record.state = 'ended';
    record.callerOnLine = false;
    record.credited = { credits, minutes, balance: this.balanceOf(record) };
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

  callerInCall(session: string): string {
    const record = this.sessions.get(session);
    if (record?.state !== 'in_call' || record.memberId !== null || !record.nickname) {
      throw worldError.unauthorized();
    }
    return record.nickname;
  }

  callCredits(session: string): number {
    return this.sessions.get(session)?.guestCredits ?? 0;
  }

  chargeCall(session: string, amount: number): number {
    const record = this.sessions.get(session);
    if (!record || record.guestCredits < amount) throw worldError.badRequest(ERROR_LABELS.deductCredits);
    record.guestCredits -= amount;
    return record.guestCredits;
  }

  snapshot(session: string): IvrSnapshot | null {
    const record = this.sessions.get(session);
    if (!record) return null;
    const { state, pincode, memberId, callerOnLine, linked, nickname, credited, minutes, credits } = record;
    const sofar = { minutes, credits, balance: linked ? this.balanceOf(record) : 0 };
    return {
      ivr: { ...record.ivr },
      state,
      pincode,
      memberId,
      callerOnLine,
      linked,
      nickname,
      sofar,
      credited,
    };
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

  private credit(record: IvrRecord, credits: number): void {
    if (record.memberId) this.ctx.members.credit(record.memberId, credits);
    else record.guestCredits += credits;
  }

  /** The balance of whoever the call is for. */
  private balanceOf(record: IvrRecord): number {
    if (record.memberId) return this.ctx.members.require(record.memberId).credits;
    return record.guestCredits;
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
