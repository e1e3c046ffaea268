import { makeAutoObservable, runInAction } from 'mobx';
import { PRICES } from '../../../../core/common/constants.model';
import { VIP_MIN_SECONDS, type RequestVipError } from '../../../../core/live-chat/request-vip.use-case';
import type { LiveChatDeps } from './live-chat-deps';
import { spendingRefusalError, type RoomError } from './room-error';

/**
 * How long a request waits for her answer. The engine may never send one (she left her desk, the
 * event was lost with a dropped socket); after this the member may ask again.
 */
export const VIP_ANSWER_WAIT_MS = 60_000;

/** The show's state, which the room's events change too (her answer, the show's end). */
interface Room {
  vip: 'none' | 'requested' | 'running';
}

/**
 * Asking for a one-on-one VIP show (SPEC §9: its price shown first) and ending it. A refusal
 * becomes a translated error; no credits opens the no-credits modal; a request she has not answered
 * within VIP_ANSWER_WAIT_MS lapses, so the request button is never left disabled.
 */
export class RoomVip {
  error: RoomError | null = null;
  /** When the request on its way was sent; null when none is. */
  private requestedAt: number | null = null;

  constructor(
    private readonly deps: Pick<LiveChatDeps, 'feature' | 'showModal' | 'now'>,
    private readonly room: Room,
  ) {
    makeAutoObservable<this, 'deps' | 'room' | 'requestedAt'>(
      this,
      { deps: false, room: false, requestedAt: false },
      { autoBind: true },
    );
  }

  get creditsPerSecond(): number {
    return PRICES.vipCreditsPerSecond;
  }

  /** Asks for a show; 'requested' until her answer, or back to 'none' with a reason when refused. */
  async request(): Promise<void> {
    if (this.room.vip !== 'none') return;
    this.error = null;
    this.room.vip = 'requested';
    this.requestedAt = this.now();
    let refused: RequestVipError | null = { kind: 'failed' };
    try {
      const requested = await this.deps.feature.requestVip.execute({ seconds: VIP_MIN_SECONDS });
      refused = requested.ok ? null : requested.error;
    } catch {
      // A bug, not the backend (the use-case answers 'failed' for that): the member may ask again.
    } finally {
      runInAction(() => this.settle(refused));
    }
  }

  /**
   * Moves the clock on while a request waits (the panel ticks each second): unanswered for
   * VIP_ANSWER_WAIT_MS, it lapses with a notice, and the member may ask again. Her answer coming
   * later still starts the show, as the room's events say.
   */
  tick(): void {
    if (this.room.vip !== 'requested' || this.requestedAt === null) return;
    if (this.now() - this.requestedAt < VIP_ANSWER_WAIT_MS) return;
    this.requestedAt = null;
    this.room.vip = 'none';
    this.error = { key: 'vipNoAnswer' };
  }

  async stop(): Promise<void> {
    const stopped = await this.deps.feature.stopVip.execute();
    runInAction(() => {
      if (stopped.ok) this.room.vip = 'none';
      else this.error = { key: stopped.error.kind === 'notStarted' ? 'notStarted' : 'failed' };
    });
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  private settle(refused: RequestVipError | null): void {
    if (refused === null) return;
    this.requestedAt = null;
    // Her answer may have come on the socket before this one: a show that runs stays.
    if (this.room.vip === 'requested') this.room.vip = 'none';
    if (refused.kind === 'noCredits') this.deps.showModal('noCredits');
    else if (refused.kind === 'failed') this.error = { key: 'vipFailed' };
    else this.error = spendingRefusalError(refused);
  }
}
