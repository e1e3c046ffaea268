import { runInAction } from 'mobx';
import type { Bundle, PaymentMethod } from '../../../../core/wallet/wallet.model';
import type { PaymentOutcome, PaymentWatch } from '../../../../core/wallet/watch-payment.use-case';
import type {
  CreditsDrawerDependencies,
  CreditsDrawerUseCases,
  PaymentWindow,
} from './credits-drawer.dependencies';
import type { CreditsError, PaymentScreen } from './credits-drawer.model';
import type { BuyBundleError } from '../../../../core/wallet/buy-bundle.use-case';

/** What the drawer says of a payment that did not start. */
function checkoutError(error: BuyBundleError): CreditsError {
  if (error.kind === 'spendingLimit' || error.kind === 'buyingPaused') return error;
  return error.kind === 'optionRequired' ? 'optionRequired' : 'startFailed';
}

/** What the member chose to pay: the bundle (and its place in the list, for analytics) and how. */
export interface CheckoutOrder {
  bundle: Bundle;
  index: number;
  method: PaymentMethod;
  optionId: string | null;
}

/**
 * The payment half of the credits drawer (SPEC §4): the session starts, its checkout opens in the
 * window the click opened, the drawer waits, and the outcome (from the member socket or the backend
 * asked again, through WatchPayment) shows as a success or failure screen.
 */
export class PaymentCheckout {
  private watching: PaymentWatch | null = null;

  constructor(
    private readonly wallet: CreditsDrawerUseCases,
    private readonly deps: CreditsDrawerDependencies,
    private readonly screen: PaymentScreen,
    /** Whether the member closed the drawer since it opened. */
    private readonly closed: () => boolean,
  ) {}

  /** Starts the payment of `order` in `win` (null: the browser blocked the window). */
  async start({ bundle, index, method, optionId }: CheckoutOrder, win: PaymentWindow | null): Promise<void> {
    const screen = this.screen;
    try {
      const result = await this.wallet.buyBundle.execute({
        bundle,
        method,
        optionId,
        device: this.deps.device(),
        returnUrl: this.deps.returnUrl(),
      });
      runInAction(() => {
        // Closed while the session was starting: the member no longer wants the window.
        if (this.closed()) return win?.close();
        if (!result.ok) {
          win?.close();
          screen.error = checkoutError(result.error);
          return;
        }
        const { paymentURL } = result.value;
        win?.show(paymentURL);
        screen.paymentURL = paymentURL;
        screen.windowBlocked = win === null;
        screen.step = 'waiting';
        const watchInput = { paymentURL, bundle, index, site: this.deps.site };
        this.watching = this.wallet.watchPayment.execute(watchInput, (outcome) => this.settle(outcome, win));
      });
    } catch {
      win?.close();
      runInAction(() => (screen.error = 'startFailed'));
    } finally {
      runInAction(() => (screen.starting = false));
    }
  }

  /** Asks the backend for the payment's state (the member came back from the payment window). */
  async refresh(): Promise<void> {
    await this.watching?.check();
  }

  /** Stops watching a payment still open (the drawer opens on a fresh basket). */
  stop(): void {
    this.watching?.stop();
    this.watching = null;
  }

  /**
   * SPEC §4: the payment window closes, the status leaves ready (bought or failed, the basket is
   * reset) and the after-pay events go out; they go out also when the drawer was closed meanwhile,
   * since the purchase stands and a room the member was in may go on.
   */
  private settle(outcome: PaymentOutcome, win: PaymentWindow | null): void {
    win?.close();
    this.watching = null;
    runInAction(() => {
      // The balance itself reached the wallet store through WatchPayment (the WalletBalance port).
      if (!this.closed()) this.show(outcome);
      this.deps.onAfterPay(
        outcome.kind === 'bought'
          ? { outcome: 'bought', credits: outcome.credits }
          : { outcome: 'failed', credits: 0 },
      );
    });
  }

  private show(outcome: PaymentOutcome): void {
    const screen = this.screen;
    screen.basket = null;
    if (outcome.kind === 'bought') {
      screen.lastPurchaseAmount = outcome.credits;
      screen.balance = outcome.balance;
      screen.step = 'success';
    } else {
      screen.failure = { code: outcome.code, reason: outcome.reason };
      screen.step = 'failed';
    }
  }
}
