import type { Locale } from '../../../../core/common/locale.model';
import type { Device } from '../../../../core/wallet/wallet.model';
import type { AnalyticsSite } from '../../../../core/wallet/bundle-analytics';
import type { WalletFeature } from '../../../../composition/features/wallet';
import type { AfterPay } from '../../shell';

/** The window the provider's checkout opens in: opened empty inside the click, pointed at the URL later. */
export interface PaymentWindow {
  show(url: string): void;
  close(): void;
}

/** The wallet's use-cases the drawer runs. */
export type CreditsDrawerUseCases = Pick<
  WalletFeature,
  'loadCreditsOffer' | 'selectBundle' | 'buyBundle' | 'watchPayment'
>;

export interface CreditsDrawerDependencies {
  locale: Locale;
  site: AnalyticsSite;
  device: () => Device;
  /** Where the provider sends the member back (this page). */
  returnUrl: () => string;
  /** Opens the payment window; null when the browser blocked it. Called synchronously in the click. */
  openWindow: () => PaymentWindow | null;
  /** The phone payment (type 'dialin') has its own drawer. */
  onDialIn: () => void;
  onClose: () => void;
  /** The payment left ready and its window closed (SPEC §4): the shell sends the after-pay events. */
  onAfterPay: (event: AfterPay) => void;
}
