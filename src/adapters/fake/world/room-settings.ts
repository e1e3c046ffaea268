import { worldError } from './errors';

export type VipAnswer = 'auto' | 'accept' | 'decline';

/** How the sandbox plays one performer's room; the studio changes it (docs/api.md, Live chat). */
export interface RoomSettings {
  /** 'auto': she accepts when her id is even and declines when it is odd, so tests can rely on it. */
  vipAnswer: VipAnswer;
  /** How long a guest may watch free chat before the kick (reason guestExpired). */
  guestLimitSeconds: number;
  /** The room's billing clock: 1 is real time, 60 bills a minute of chat every second. */
  billingSpeed: number;
  /** Her toy; null follows her profile (cybertoy). */
  toy: boolean | null;
}

/** Three minutes: long enough to try free chat, short enough to see the kick in a demo. */
export const DEFAULT_GUEST_LIMIT_SECONDS = 180;
const MAX_SPEED = 3600;
const MAX_GUEST_LIMIT_SECONDS = 24 * 3600;

export function isVipAnswer(value: unknown): value is VipAnswer {
  return value === 'auto' || value === 'accept' || value === 'decline';
}

/** The settings of every room that differs from the defaults, by performer id. */
export class RoomSettingsBook {
  private readonly byPerformer = new Map<number, RoomSettings>();

  constructor(private readonly guestLimitSeconds = DEFAULT_GUEST_LIMIT_SECONDS) {}

  get(performerId: number): RoomSettings {
    return (
      this.byPerformer.get(performerId) ?? {
        vipAnswer: 'auto',
        guestLimitSeconds: this.guestLimitSeconds,
        billingSpeed: 1,
        toy: null,
      }
    );
  }

  /** Changes some settings; badRequest.validation for a value out of range, changing nothing. */
  update(performerId: number, patch: Partial<RoomSettings>): RoomSettings {
    const next = { ...this.get(performerId), ...patch };
    if (!isVipAnswer(next.vipAnswer)) throw worldError.validation('vipAnswer');
    if (!inRange(next.guestLimitSeconds, 1, MAX_GUEST_LIMIT_SECONDS))
      throw worldError.validation('guestLimitSeconds');
    if (!inRange(next.billingSpeed, 1, MAX_SPEED)) throw worldError.validation('billingSpeed');
    if (next.toy !== null && typeof next.toy !== 'boolean') throw worldError.validation('toy');
    this.byPerformer.set(performerId, next);
    return next;
  }

  /** Whether she accepts a VIP request now. */
  acceptsVip(performerId: number): boolean {
    const answer = this.get(performerId).vipAnswer;
    return answer === 'auto' ? performerId % 2 === 0 : answer === 'accept';
  }
}

function inRange(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}
