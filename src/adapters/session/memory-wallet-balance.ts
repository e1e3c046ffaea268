import type { WalletBalance } from '../../ports/wallet-balance.port';

/**
 * The member's balance in plain memory: for the server's per-request container, the fakes and
 * tests. The browser has its own observable store behind the same port.
 */
export class MemoryWalletBalance implements WalletBalance {
  private credits: number | null;

  constructor(initialCredits: number | null = null) {
    this.credits = initialCredits;
  }

  current(): number | null {
    return this.credits;
  }

  update(credits: number | null): void {
    this.credits = credits;
  }
}
