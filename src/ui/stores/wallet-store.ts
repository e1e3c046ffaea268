import { makeAutoObservable } from 'mobx';
import { formatCredits } from '../../core/wallet/credits-format';
import type { WalletBalance } from '../../ports/wallet-balance.port';

/** A bundle the member just bought (SPEC §4 bundle-bought event: record the credits bought). */
export interface Purchase {
  credits: number;
  bundleId: number;
}

/**
 * The member's balance, one per tab or server request (the WalletBalance port). It holds only what
 * the backend last stated: there is no add or subtract, so no screen can show credits the backend
 * did not give. The server seeds it for the render and the tab seeds it again at hydration.
 */
export class WalletStore implements WalletBalance {
  credits: number | null = null;
  /** The last bundle bought in this tab; its credits are not the balance, only what was bought. */
  lastPurchase: Purchase | null = null;

  constructor(initial: number | null = null) {
    this.credits = initial;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The balance as SPEC §9 shows it ('1.000'); null when none is known. */
  get formatted(): string | null {
    return this.credits === null ? null : formatCredits(this.credits);
  }

  current(): number | null {
    return this.credits;
  }

  update(credits: number | null): void {
    this.credits = credits;
  }

  /** The balance the server rendered with (and the page carries to the tab), null for a guest. */
  seed(credits: number | null): void {
    this.credits = credits;
  }

  recordPurchase(purchase: Purchase): void {
    this.lastPurchase = { ...purchase };
  }

  /** Logged out: nothing is known any more. */
  clear(): void {
    this.credits = null;
    this.lastPurchase = null;
  }
}
