/** Credits, bundles and payments (SPEC §3, §4). */

export interface Bundle {
  id: number;
  name: string;
  /** Price in cents. */
  cost: number;
  credits: number;
  currency: string;
  meta: { classes: string };
}

export interface Basket {
  bundleId: number;
  price: number;
  credits: number;
}

export const PAYMENT_STATUS = { ready: 0, success: 1, failed: 2 } as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

export const FAIL_REASONS = {
  100: 'default',
  299: 'antiFraud',
  300: 'failed',
  302: 'rejected',
  308: 'expired',
  309: 'cancelled',
} as const;
export type FailReasonCode = keyof typeof FAIL_REASONS;
/** The name of a failure reason; each has its own text (SPEC §4, §8). */
export type FailReasonName = (typeof FAIL_REASONS)[FailReasonCode];

/** What the backend knows of a started payment: still open, paid, or failed with a reason code. */
export interface PaymentState {
  status: 'pending' | 'success' | 'failed';
  /** The failure reason code (SPEC §8) when failed, otherwise null. */
  reason: number | null;
}

export interface Wallet {
  credits: number;
  walletValidated: boolean;
  paymentStatus: PaymentStatus;
  failReason: number | null;
  lastPurchaseAmount: number;
  basket: Basket | null;
}

export interface PaymentOption {
  id: string;
  name: string;
}

export type PaymentProvider = 'dialin' | 'psp';

export interface PaymentMethod {
  id: string;
  name: string;
  image: string;
  provider: PaymentProvider;
  paymentOptionSubList: PaymentOption[];
}

export type Device = 'mobile' | 'desktop';

export interface PaymentStart {
  bundle: number;
  /** A method id, or `methodId:optionId` when the method has options. */
  paymentMethod: string;
  returnUrl: string;
  device: Device;
}
