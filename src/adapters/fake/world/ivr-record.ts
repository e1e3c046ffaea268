import type { DialInCountry, DialInStatus, IvrSession } from '../../../core/dial-in/dial-in.model';
import type { TimerHandle } from '../../../ports/clock.port';

/** One IVR session as the world keeps it: the number shown, the pin, the caller and the call's credits. */
export interface IvrRecord {
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

/** Waiting for the call or in it: the session still holds its pin. */
export const isLive = (record: IvrRecord): boolean =>
  record.state === 'pending' || record.state === 'in_call';

/** A pending session nobody has called yet. */
export function newIvrRecord(ivr: IvrSession, country: DialInCountry, pincode: string): IvrRecord {
  return {
    ivr,
    country,
    pincode,
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
}

/** The record as the phone page shows it; `balance` is that of whoever the call is for. */
export function toIvrSnapshot(record: IvrRecord, balance: number): IvrSnapshot {
  const { state, pincode, memberId, callerOnLine, linked, nickname, credited, minutes, credits } = record;
  return {
    ivr: { ...record.ivr },
    state,
    pincode,
    memberId,
    callerOnLine,
    linked,
    nickname,
    sofar: { minutes, credits, balance: linked ? balance : 0 },
    credited,
  };
}
