import type { Logger } from '../../ports/logger.port';
import type { MemberEventMap } from '../../ports/member-events.port';
import type { WalletStore } from './wallet-store';

/**
 * Keeps the wallet store's balance the backend's word: from the member socket, and asked for again
 * after a purchase or a reconnect. An answer to a question asked before a newer statement of the
 * balance is dropped, so an older balance never overwrites a newer one.
 */
export class BalanceSync {
  /** Counts the backend's statements of the balance. */
  private statements = 0;
  private stopped = false;

  constructor(
    private readonly wallet: WalletStore,
    private readonly read: () => Promise<number | null>,
    private readonly logger: Logger,
  ) {}

  /** The backend stated the balance (setCredits, updatedCredits, or an answer to `refresh`). */
  state(credits: number): void {
    this.statements += 1;
    this.wallet.update(credits);
  }

  /**
   * The event carries the credits bought, not the balance: recorded as the purchase, and the
   * balance is asked for, so it is the backend's word even if no updatedCredits came with it.
   */
  bundleBought(purchase: MemberEventMap['bundleBought']): void {
    this.wallet.recordPurchase({ credits: purchase.credits, bundleId: purchase.bundleId });
    void this.refresh();
  }

  /** Asks the backend for the balance; a failure keeps the last known one. */
  async refresh(): Promise<void> {
    const asked = this.statements;
    let credits: number | null;
    try {
      credits = await this.read();
    } catch (error) {
      this.logger.warn('Reading the balance again failed', error);
      return;
    }
    if (credits === null || this.stopped || asked !== this.statements) return;
    this.state(credits);
  }

  /** Drops answers still on their way. */
  stop(): void {
    this.stopped = true;
  }
}
