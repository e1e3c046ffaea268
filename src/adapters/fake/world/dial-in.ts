import { ERROR_LABELS } from '../../../core/common/api-error.model';
import { IVR_DEFAULTS } from '../../../core/common/constants.model';
import type {
  DialInNumber,
  DialInPayment,
  DialInStatus,
  IvrSession,
} from '../../../core/dial-in/dial-in.model';
import { DIAL_IN_COUNTRIES } from '../../../core/dial-in/dial-in.model';
import { CallMinutes } from './call-minutes';
import { DIAL_IN_LINES } from './catalogue-data';
import { worldError } from './errors';
import { isLive, newIvrRecord, toIvrSnapshot, type IvrRecord, type IvrSnapshot } from './ivr-record';
import type { PhoneCallers } from './phone-callers';
import type { WorldContext } from './world-context';

const sessionError = () => worldError.badRequest(ERROR_LABELS.sessionNotFound);

/**
 * The phone payment (SPEC §4 dial-in states), as a caller lives it: the site shows a number (a
 * pending session, which expires after its ttl of 60 s unless the paid call starts); the caller
 * dials it (`phoneCall`) and the voice reads out a 4-digit pin; the site sends the pin (`pay`),
 * which links the session to the member, or to the anonymous name of a guest; the voice then asks
 * to accept the tariff and the caller presses 1 (`connect`): in_call; hanging up (`hangUp`) ends it.
 * Every started minute earns credits (CallMinutes). Until the caller presses 1 the session stays
 * pending, which is the site's 'waiting' step.
 */
export class DialIn implements PhoneCallers {
  private readonly sessions = new Map<string, IvrRecord>();
  private readonly minutes: CallMinutes;

  constructor(private readonly ctx: WorldContext) {
    this.minutes = new CallMinutes(ctx);
  }

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
    const record = newIvrRecord(ivr, country, this.freshPin());
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
    this.minutes.start(record);
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
    this.minutes.stop(record);
    const { minutes, credits } = record;
    record.state = 'ended';
    record.callerOnLine = false;
    record.credited = { credits, minutes, balance: this.minutes.balanceOf(record) };
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
    return record ? toIvrSnapshot(record, this.minutes.balanceOf(record)) : null;
  }

  /** Sessions waiting for or in a call, for the sandbox phone to choose from. */
  live(): IvrSnapshot[] {
    return [...this.sessions.values()]
      .filter(isLive)
      .map((record) => toIvrSnapshot(record, this.minutes.balanceOf(record)));
  }

  private require(session: string, state: DialInStatus): IvrRecord {
    const record = this.sessions.get(session);
    if (!record || record.state !== state) throw sessionError();
    return record;
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
