import { makeAutoObservable, runInAction } from 'mobx';
import {
  PAYMENT_STATUS,
  type Basket,
  type Bundle,
  type FailReasonName,
  type PaymentMethod,
  type PaymentStatus,
} from '../../../../core/wallet/wallet.model';
import { bundleBasket } from '../../../../core/wallet/pricing';
import type { CreditsOffer } from '../../../../core/wallet/load-credits-offer.use-case';
import type { PaymentOutcome, PaymentWatch } from '../../../../core/wallet/watch-payment.use-case';
import type {
  CreditsDrawerDependencies,
  CreditsDrawerUseCases,
  PaymentWindow,
} from './credits-drawer.dependencies';

export type CreditsStep =
  'loading' | 'unavailable' | 'bundles' | 'methods' | 'waiting' | 'success' | 'failed';
export type CreditsError = 'startFailed' | 'optionRequired';

/**
 * The credits drawer (SPEC §2, §4): bundles, then payment methods (and an option), then checkout
 * in a new window, then a success or failure screen. Opening resets the basket; closing resets to
 * ready. A payment starts at most once at a time, and its outcome comes from the member socket or,
 * after a reconnect or when the member comes back to this window, from asking the backend.
 */
export class CreditsDrawerViewModel {
  step: CreditsStep = 'loading';
  offer: CreditsOffer | null = null;
  basket: Basket | null = null;
  methodId: string | null = null;
  optionId = '';
  starting = false;
  error: CreditsError | null = null;
  paymentURL: string | null = null;
  windowBlocked = false;
  failure: { code: number; reason: FailReasonName } | null = null;
  lastPurchaseAmount = 0;
  balance: number | null = null;
  private watching: PaymentWatch | null = null;
  private disposed = false;

  constructor(
    private readonly wallet: CreditsDrawerUseCases,
    private readonly deps: CreditsDrawerDependencies,
  ) {
    makeAutoObservable<this, 'wallet' | 'deps' | 'watching' | 'disposed'>(
      this,
      { wallet: false, deps: false, watching: false, disposed: false },
      { autoBind: true },
    );
  }

  get bundles(): Bundle[] {
    return this.offer?.bundles ?? [];
  }

  get methods(): PaymentMethod[] {
    return this.offer?.methods ?? [];
  }

  get selectedBundle(): Bundle | null {
    return this.bundles.find((bundle) => bundle.id === this.basket?.bundleId) ?? null;
  }

  get selectedMethod(): PaymentMethod | null {
    return this.methods.find((method) => method.id === this.methodId) ?? null;
  }

  /** SPEC §4 payment status: success and failure screens; ready otherwise. */
  get paymentStatus(): PaymentStatus {
    if (this.step === 'success') return PAYMENT_STATUS.success;
    return this.step === 'failed' ? PAYMENT_STATUS.failed : PAYMENT_STATUS.ready;
  }

  get dialIn(): boolean {
    return this.offer?.dialIn ?? false;
  }

  /** Opens the drawer: type 'dialin' goes to the phone drawer; otherwise a fresh basket and the offer. */
  async open(type?: unknown): Promise<void> {
    if (type === 'dialin') {
      this.deps.onDialIn();
      return;
    }
    this.stopWatching();
    this.disposed = false;
    this.basket = null;
    this.step = 'loading';
    try {
      const result = await this.wallet.loadCreditsOffer.execute(this.deps.locale);
      runInAction(() => {
        this.offer = result.ok ? result.value : null;
        this.showBundles();
      });
    } catch {
      runInAction(() => (this.step = 'unavailable'));
    }
  }

  /** A choice in the bundle list: the basket is set at once and the selection event pushed. */
  selectBundle(bundleId: number): void {
    const index = this.bundles.findIndex((bundle) => bundle.id === bundleId);
    const bundle = this.bundles[index];
    if (!bundle) return;
    this.basket = this.wallet.selectBundle.execute({ bundle, index, site: this.deps.site });
  }

  next(): void {
    if (this.step !== 'bundles' || !this.basket) return;
    this.methodId ??= this.offer?.defaultMethodId ?? null;
    this.error = null;
    this.step = 'methods';
  }

  back(): void {
    if (this.step !== 'methods' || this.starting) return;
    this.error = null;
    this.step = 'bundles';
  }

  selectMethod(methodId: string): void {
    if (this.methodId === methodId) return;
    this.methodId = methodId;
    this.optionId = '';
    this.error = null;
  }

  selectOption(optionId: string): void {
    this.optionId = optionId;
    if (optionId) this.error = null;
  }

  /**
   * Starts the payment; call it from the click itself, since the window opens synchronously here
   * (a popup blocker allows only that). Does nothing while a start is under way.
   */
  checkout(): void {
    const bundle = this.selectedBundle;
    const method = this.selectedMethod;
    if (this.starting || this.step !== 'methods' || !bundle || !method) return;
    if (method.paymentOptionSubList.length > 0 && !this.optionId) {
      this.error = 'optionRequired';
      return;
    }
    this.starting = true;
    this.error = null;
    void this.start(bundle, method, this.deps.openWindow());
  }

  /** The phone payment (type 'dialin'): the dial-in drawer takes over. */
  payByPhone(): void {
    this.deps.onDialIn();
  }

  /** Asks the backend for the payment's state (the member came back from the payment window). */
  async refresh(): Promise<void> {
    await this.watching?.check();
  }

  /** The failure screen's 'try again': ready, back to the bundles. */
  retry(): void {
    this.failure = null;
    this.showBundles();
  }

  /**
   * Closing resets to ready (SPEC §4). A payment still open goes on being watched: its outcome
   * updates the credits, closes the payment window and pushes the purchase analytics, but the
   * drawer's screens stay reset.
   */
  close(): void {
    this.dispose();
    this.failure = null;
    this.basket = null;
    if (this.offer) this.step = 'bundles';
    this.deps.onClose();
  }

  dispose(): void {
    this.disposed = true;
  }

  private showBundles(): void {
    if (!this.offer) {
      this.step = 'unavailable';
      return;
    }
    const bundle = this.bundles.find((candidate) => candidate.id === this.offer?.defaultBundleId);
    // Preselection is not the member's choice: the basket is set without a selection event.
    this.basket = bundle ? bundleBasket(bundle) : null;
    this.paymentURL = null;
    this.step = 'bundles';
  }

  private async start(bundle: Bundle, method: PaymentMethod, win: PaymentWindow | null): Promise<void> {
    const input = { bundle, method, optionId: this.optionId || null };
    try {
      const result = await this.wallet.buyBundle.execute({
        ...input,
        device: this.deps.device(),
        returnUrl: this.deps.returnUrl(),
      });
      runInAction(() => {
        // Closed while the session was starting: the member no longer wants the window.
        if (this.disposed) return win?.close();
        if (!result.ok) {
          win?.close();
          this.error = result.error.kind === 'optionRequired' ? 'optionRequired' : 'startFailed';
          return;
        }
        const { paymentURL } = result.value;
        win?.show(paymentURL);
        this.paymentURL = paymentURL;
        this.windowBlocked = win === null;
        this.step = 'waiting';
        const index = this.bundles.indexOf(bundle);
        const watchInput = { paymentURL, bundle, index, site: this.deps.site };
        this.watching = this.wallet.watchPayment.execute(watchInput, (outcome) => this.settle(outcome, win));
      });
    } catch {
      win?.close();
      runInAction(() => (this.error = 'startFailed'));
    } finally {
      runInAction(() => (this.starting = false));
    }
  }

  /**
   * SPEC §4: the payment window closes, the status leaves ready (bought or failed, the basket is
   * reset) and the after-pay events go out; they go out also when the drawer was closed meanwhile,
   * since the purchase stands and a room the member was in may go on.
   */
  private settle(outcome: PaymentOutcome, win: PaymentWindow | null): void {
    win?.close();
    this.watching = null;
    // The balance itself reached the wallet store through WatchPayment (the WalletBalance port).
    if (!this.disposed) this.show(outcome);
    this.deps.onAfterPay(
      outcome.kind === 'bought'
        ? { outcome: 'bought', credits: outcome.credits }
        : { outcome: 'failed', credits: 0 },
    );
  }

  private show(outcome: PaymentOutcome): void {
    this.basket = null;
    if (outcome.kind === 'bought') {
      this.lastPurchaseAmount = outcome.credits;
      this.balance = outcome.balance;
      this.step = 'success';
    } else {
      this.failure = { code: outcome.code, reason: outcome.reason };
      this.step = 'failed';
    }
  }

  private stopWatching(): void {
    this.watching?.stop();
    this.watching = null;
  }
}
