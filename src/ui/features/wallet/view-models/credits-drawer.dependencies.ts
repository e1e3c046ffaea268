import type { Locale } from '../../../../core/common/locale.model';
import type { Device } from '../../../../core/wallet/wallet.model';
import type { AnalyticsSite } from '../../../../core/wallet/bundle-analytics';
import type { BuyBundle } from '../../../../core/wallet/buy-bundle.use-case';
import type { LoadCreditsOffer } from '../../../../core/wallet/load-credits-offer.use-case';
import type { SelectBundle } from '../../../../core/wallet/select-bundle.use-case';
import type { WatchPayment } from '../../../../core/wallet/watch-payment.use-case';

/** The window the provider's checkout opens in: opened empty inside the click, pointed at the URL later. */
export interface PaymentWindow {
  show(url: string): void;
  close(): void;
}

export interface CreditsDrawerDependencies {
  loadOffer: () => Promise<LoadCreditsOffer>;
  selectBundle: () => Promise<SelectBundle>;
  buyBundle: () => Promise<BuyBundle>;
  watchPayment: () => Promise<WatchPayment>;
  locale: Locale;
  site: AnalyticsSite;
  device: () => Device;
  /** Where the provider sends the member back (this page). */
  returnUrl: () => string;
  /** Opens the payment window; null when the browser blocked it. Called synchronously in the click. */
  openWindow: () => PaymentWindow | null;
  /** The backend's balance after a purchase, for every place credits show. */
  onCredits: (credits: number) => void;
  /** The phone payment (type 'dialin') has its own drawer. */
  onDialIn: () => void;
  onClose: () => void;
}
