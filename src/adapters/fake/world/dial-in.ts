import { ERROR_LABELS } from '../../../core/model/api-error';
import { IVR_DEFAULTS, PRICES } from '../../../core/model/constants';
import type {
  DialInCountry,
  DialInNumber,
  DialInPayment,
  DialInStatus,
  IvrSession,
} from '../../../core/model/dial-in';
import { DIAL_IN_COUNTRIES } from '../../../core/model/dial-in';
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
  memberId: number | null;
  nickname: string | null;
  callStartedAt: number | null;
  expiry: TimerHandle | null;
}

/** A view of an IVR session for the sandbox's phone page. */
export interface IvrSnapshot {
  ivr: IvrSession;
  state: DialInStatus;
  pincode: string;
  memberId: number | null;
}

const sessionError = () => worldError.badRequest(ERROR_LABELS.sessionNotFound);

/**
 * The phone payment (SPEC §4 dial-in states): a session is pending until someone calls its number
 * (`phoneCall`, which tells the caller the 4-digit pin), in_call until `hangUp`, then ended; a
 * session nobody calls within its ttl (60 s) expires. `pay` links the session with the pin to the
 * member (or an anonymous name); credits are added at hang-up for every started minute.
 */
export class DialIn {
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
      memberId: null,
      nickname: null,
      callStartedAt: null,
      expiry: null,
    };
    record.expiry = this.ctx.clock.setTimeout(() => this.expire(record), ttl * 1000);
    this.sessions.set(ivr.session, record);
    return { ...ivr };
  }

  /** Links the live session with this pin; fails with badRequest.dialin.pincode. */
  pay(memberId: number | null, payment: DialInPayment): { session: string } {
    const record = [...this.sessions.values()].find(
      (candidate) =>
        candidate.pincode === String(payment.pincode).trim() &&
        (candidate.state === 'pending' || candidate.state === 'in_call'),
    );
    if (!record) throw worldError.badRequest(ERROR_LABELS.invalidPin);
    record.memberId = memberId;
    record.nickname = memberId ? this.ctx.members.require(memberId).username : payment.username;
    this.announce(record);
    return { session: record.ivr.session };
  }

  /** The session's state; fails with badRequest.dialin.session when unknown. */
  verify(session: string): { state: DialInStatus; nickname: string | null } {
    const record = this.sessions.get(session);
    if (!record) throw sessionError();
    return { state: record.state, nickname: record.nickname };
  }

  /** The simulated caller dials in: pending becomes in_call; returns the pin the IVR reads out. */
  phoneCall(session: string): { pincode: string; displaynumber: string } {
    const record = this.sessions.get(session);
    if (!record || record.state !== 'pending') throw sessionError();
    if (record.expiry) this.ctx.clock.clear(record.expiry);
    record.state = 'in_call';
    record.callStartedAt = this.ctx.clock.now();
    this.announce(record);
    return { pincode: record.pincode, displaynumber: record.ivr.displaynumber };
  }

  /** The caller hangs up: the session ends and the linked member gets credits per started minute. */
  hangUp(session: string): { minutes: number; credits: number } {
    const record = this.sessions.get(session);
    if (!record || record.state !== 'in_call') throw sessionError();
    const elapsed = this.ctx.clock.now() - (record.callStartedAt ?? this.ctx.clock.now());
    const minutes = Math.max(1, Math.ceil(elapsed / MINUTE_MS));
    const perMinute = DIAL_IN_CREDITS_PER_MINUTE * (record.country === 'BE' ? 2 : 1);
    const credits = record.memberId ? minutes * perMinute : 0;
    record.state = 'ended';
    if (record.memberId) this.ctx.members.credit(record.memberId, credits);
    this.announce(record);
    return { minutes, credits };
  }

  snapshot(session: string): IvrSnapshot | null {
    const record = this.sessions.get(session);
    if (!record) return null;
    return {
      ivr: { ...record.ivr },
      state: record.state,
      pincode: record.pincode,
      memberId: record.memberId,
    };
  }

  /** Sessions waiting for or in a call, for the sandbox phone to choose from. */
  live(): IvrSnapshot[] {
    return [...this.sessions.keys()]
      .map((session) => this.snapshot(session))
      .filter(
        (snapshot): snapshot is IvrSnapshot => snapshot?.state === 'pending' || snapshot?.state === 'in_call',
      );
  }

  private expire(record: IvrRecord): void {
    if (record.state !== 'pending') return;
    record.state = 'expired';
    this.announce(record);
  }

  private announce(record: IvrRecord): void {
    if (!record.memberId) return;
    this.ctx.events.emit(record.memberId, 'dialInStatus', {
      session: record.ivr.session,
      state: record.state,
    });
  }

  /** A pin no live session uses, so a pin identifies one session. */
  private freshPin(): string {
    const live = new Set(
      [...this.sessions.values()]
        .filter((r) => r.state === 'pending' || r.state === 'in_call')
        .map((r) => r.pincode),
    );
    for (;;) {
      const pin = String(this.ctx.rng.int(0, 9999)).padStart(4, '0');
      if (!live.has(pin)) return pin;
    }
  }
}
