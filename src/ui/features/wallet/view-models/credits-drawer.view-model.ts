import { makeAutoObservable, runInAction } from 'mobx';
import {
  PAYMENT_STATUS,
  type Basket,
  type Bundle,
  type PaymentMethod,
  type PaymentStatus,
} from '../../../../core/wallet/wallet.model';
import { bundleBasket } from '../../../../core/wallet/pricing';
import type { CreditsOffer } from '../../../../core/wallet/load-credits-offer.use-case';
import type { CreditsDrawerDependencies, CreditsDrawerUseCases } from './credits-drawer.dependencies';
import type { CreditsError, CreditsStep, PaymentScreen } from './credits-drawer.model';
import { PaymentCheckout } from './payment-checkout';

/**
 * The credits drawer (SPEC §2, §4): bundles, then payment methods (and an option), then checkout
 * in a new window, then a success or failure screen. Opening resets the basket; closing resets to
 * ready. A payment starts at most once at a time, and its outcome comes from the member socket or,
 * after a reconnect or when the member comes back to this window, from asking the backend. This
 * model keeps the choosing; PaymentCheckout runs the payment and writes what the drawer shows of it.
 */
export class CreditsDrawerViewModel implements PaymentScreen {
  step: CreditsStep = 'loading';
  offer: CreditsOffer | null = null;
  basket: Basket | null = null;
  methodId: string | null = null;
  optionId = '';
  starting = false;
  error: CreditsError | null = null;
  paymentURL: string | null = null;
  windowBlocked = false;
  failure: PaymentScreen['failure'] = null;
  lastPurchaseAmount = 0;
  balance: number | null = null;
  private readonly payment: PaymentCheckout;
  private disposed = false;

  constructor(
    private readonly wallet: CreditsDrawerUseCases,
    private readonly deps: CreditsDrawerDependencies,
  ) {
    makeAutoObservable<this, 'wallet' | 'deps' | 'payment' | 'disposed'>(
      this,
      { wallet: false, deps: false, payment: false, disposed: false },
      { autoBind: true },
    );
    this.payment = new PaymentCheckout(wallet, deps, this, () => this.disposed);
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
    this.payment.stop();
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
    const order = { bundle, index: this.bundles.indexOf(bundle), method, optionId: this.optionId || null };
    void this.payment.start(order, this.deps.openWindow());
  }

  /** The phone payment (type 'dialin'): the dial-in drawer takes over. */
  payByPhone(): void {
    this.deps.onDialIn();
  }

  /** Asks the backend for the payment's state (the member came back from the payment window). */
  async refresh(): Promise<void> {
    await this.payment.refresh();
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
}
