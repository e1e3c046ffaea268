import { hashUnit } from '../prng';

/** Online status bit flags of SPEC §4. Stored values are 0, 1, 3 (free), 5 (VIP) and 9 (pause). */
export const ONLINE_FLAGS = { OFFLINE: 0, LIVE: 1, INFREE: 2, INVIP: 4, INPAUSE: 8 } as const;
export const STATUS_VALUES = [0, 1, 3, 5, 9] as const;

/** Modes change every slot; online sessions last whole blocks of slots. */
export const SLOT_MS = 10 * 60_000;
const SLOTS_PER_BLOCK = 6;
const MAX_STREAK_BLOCKS = 48;
const MAX_LOOKBACK_BLOCKS = 24 * 120;

export interface ScheduleSubject {
  id: number;
  activity: number;
  firstCamMs: number;
}

/**
 * A performer's presence is a pure function of (seed, id, time): time is cut into 10-minute slots,
 * grouped into hour blocks that start at a per-performer offset, so performers do not all switch
 * at once. A block is online with the performer's activity (mean about 0.35); within an online
 * block each slot hashes to live, free chat, VIP or pause. Nothing is stored, so any moment can be
 * asked about, and every process with the same seed agrees.
 */
export class OnlineSchedule {
  constructor(private readonly seed: number) {}

  statusAt(subject: ScheduleSubject, time: number): number {
    const slot = Math.floor(time / SLOT_MS);
    if (!this.blockOnline(subject, this.blockOf(subject, slot))) return ONLINE_FLAGS.OFFLINE;
    const roll = hashUnit(this.seed, subject.id, slot, 2);
    if (roll < 0.55) return ONLINE_FLAGS.LIVE;
    if (roll < 0.8) return ONLINE_FLAGS.LIVE | ONLINE_FLAGS.INFREE;
    if (roll < 0.9) return ONLINE_FLAGS.LIVE | ONLINE_FLAGS.INVIP;
    return ONLINE_FLAGS.LIVE | ONLINE_FLAGS.INPAUSE;
  }

  /**
   * Milliseconds of the last cam session: while online, the start of the current session; while
   * offline, the end of the most recent one (the first cam session when there was none).
   */
  lastCamSessionAt(subject: ScheduleSubject, time: number): number {
    const current = this.blockOf(subject, Math.floor(time / SLOT_MS));
    if (this.blockOnline(subject, current)) {
      let start = current;
      while (current - start < MAX_STREAK_BLOCKS && this.blockOnline(subject, start - 1)) start -= 1;
      return this.blockStart(subject, start);
    }
    for (let block = current - 1; current - block < MAX_LOOKBACK_BLOCKS; block -= 1) {
      if (this.blockStart(subject, block) < subject.firstCamMs) break;
      if (this.blockOnline(subject, block)) return this.blockStart(subject, block + 1);
    }
    return subject.firstCamMs;
  }

  /** When the status may next change: the start of the next slot. */
  nextChangeAfter(time: number): number {
    return (Math.floor(time / SLOT_MS) + 1) * SLOT_MS;
  }

  private blockOf(subject: ScheduleSubject, slot: number): number {
    return Math.floor((slot + (subject.id % SLOTS_PER_BLOCK)) / SLOTS_PER_BLOCK);
  }

  private blockStart(subject: ScheduleSubject, block: number): number {
    return (block * SLOTS_PER_BLOCK - (subject.id % SLOTS_PER_BLOCK)) * SLOT_MS;
  }

  private blockOnline(subject: ScheduleSubject, block: number): boolean {
    if (this.blockStart(subject, block) < subject.firstCamMs) return false;
    return hashUnit(this.seed, subject.id, block, 1) < subject.activity;
  }
}

export function isFree(status: number): boolean {
  return (status & ONLINE_FLAGS.INFREE) !== 0;
}
