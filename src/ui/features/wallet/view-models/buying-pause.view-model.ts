import { makeAutoObservable, runInAction } from 'mobx';
import {
  NO_LIMITS,
  PAUSE_LENGTHS,
  type PauseLength,
  type SpendingLimits,
} from '../../../../core/wallet/spending-limits.model';
import { limitsInForce, pauseBuying } from '../../../../core/wallet/spending-limits.rules';
import type { LimitsBook } from './spending-limits.view-model';

/**
 * Pausing buying credits for 24 hours, 7 or 30 days. A pause cannot be undone, so it is asked,
 * then confirmed with the moment it ends; a failed pause says so and the confirmation stays for a
 * retry.
 */
export class BuyingPauseViewModel {
  readonly lengths = PAUSE_LENGTHS;
  length: PauseLength = '24h';
  confirming = false;
  pausing = false;
  failed = false;

  constructor(
    private readonly book: LimitsBook,
    private readonly now: () => number,
  ) {
    makeAutoObservable<this, 'book' | 'now'>(
      this,
      { book: false, now: false, lengths: false },
      { autoBind: true },
    );
  }

  /** Epoch ms until which buying is paused, as the backend last said; null when it is not. */
  get pausedUntil(): number | null {
    return limitsInForce(this.settings, this.now()).pausedUntil;
  }

  /** When the pause asked for would end (a running longer pause is kept, never shortened). */
  get endsAt(): number {
    return pauseBuying(this.settings, this.length, this.now()).pausedUntil ?? this.now();
  }

  private get settings(): SpendingLimits {
    return this.book.state?.settings ?? NO_LIMITS;
  }

  choose(length: PauseLength): void {
    this.length = length;
  }

  ask(): void {
    this.confirming = true;
    this.failed = false;
  }

  cancel(): void {
    this.confirming = false;
    this.failed = false;
  }

  async confirm(): Promise<void> {
    if (this.pausing) return;
    this.pausing = true;
    this.failed = false;
    const result = await this.book.wallet.pauseBuying.execute(this.length);
    runInAction(() => {
      this.pausing = false;
      if (result.ok) {
        this.book.accept(result.value);
        this.confirming = false;
      } else this.failed = true;
    });
  }
}
