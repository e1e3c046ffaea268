import { makeAutoObservable } from 'mobx';
import type { ChatKind } from '../../../../core/live-chat/chat.model';
import { creditsPerSecond } from '../../../../core/live-chat/chat-credits.rules';
import {
  countdownMoment,
  readMeter,
  secondsUntil,
  type CountdownMoment,
  type LastCharge,
  type MeterReading,
} from '../../../../core/live-chat/cost-meter.rules';

/** What the meter reads of the room: what the visitor is billed as now. */
interface MeteredRoom {
  readonly billedAs: ChatKind;
  readonly inRoom: boolean;
}

export interface CostReading extends MeterReading {
  kind: 'chat' | 'vip';
  /** Credits a second now (SPEC §9). */
  rate: number;
}

/**
 * The room's cost meter and a guest's free-time countdown. Both come from the engine: the meter
 * from its `charged` events (their credits as told; the time runs on second by second between
 * them), the countdown from the free time its join answer tells. `tick` moves the clock on: the
 * component that shows them calls it every second (docs/decisions.md, 79 "The room's costs as they run").
 */
export class RoomMeter {
  private charges: Partial<Record<ChatKind, LastCharge>> = {};
  private freeEndsAt: number | null = null;
  now: number;

  constructor(
    private readonly room: MeteredRoom,
    private readonly clock: () => number,
  ) {
    this.now = clock();
    makeAutoObservable<this, 'room' | 'clock'>(this, { room: false, clock: false }, { autoBind: true });
  }

  tick(): void {
    this.now = this.clock();
  }

  /** An engine charge of this visitor. */
  charged(kind: ChatKind, spent: number, seconds: number): void {
    this.now = this.clock();
    this.charges = { ...this.charges, [kind]: { kind, spent, seconds, at: this.now } };
  }

  /** Her show began: nothing charged yet, its time runs from now. */
  showStarted(): void {
    this.charged('vip', 0, 0);
  }

  /** The engine's figure at an entry: a guest's free time left, or null (no limit). */
  freeTime(secondsLeft: number | null): void {
    this.now = this.clock();
    this.freeEndsAt = secondsLeft === null ? null : this.now + secondsLeft * 1000;
  }

  /** A new seat: nothing of the last one carries over. */
  reset(): void {
    this.charges = {};
    this.freeEndsAt = null;
  }

  /** What the meter shows: the rate billed now and the engine's figures; null in free chat or before a charge. */
  get reading(): CostReading | null {
    const kind = this.room.billedAs;
    const charge = this.charges[kind];
    if (!this.room.inRoom || kind === 'free' || !charge) return null;
    return { kind, rate: creditsPerSecond(kind), ...readMeter(charge, this.now) };
  }

  /** A guest's free time left in seconds; null without a limit. */
  get freeSecondsLeft(): number | null {
    if (!this.room.inRoom || this.freeEndsAt === null) return null;
    return secondsUntil(this.freeEndsAt, this.now);
  }

  get freeMoment(): CountdownMoment {
    const left = this.freeSecondsLeft;
    return left === null ? null : countdownMoment(left);
  }
}
