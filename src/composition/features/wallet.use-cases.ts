// The wallet feature's use-cases: one chunk, loaded by loadWalletFeature.
export { BuyBundle } from '../../core/wallet/buy-bundle.use-case';
export { LoadCreditsOffer } from '../../core/wallet/load-credits-offer.use-case';
export { LoadStatement } from '../../core/wallet/load-statement.use-case';
export {
  ChangeSpendingLimit,
  LoadSpendingLimits,
  PauseBuying,
} from '../../core/wallet/spending-limits.use-cases';
export { SelectBundle } from '../../core/wallet/select-bundle.use-case';
export { ValidateWallet } from '../../core/wallet/validate-wallet.use-case';
export { WatchPayment } from '../../core/wallet/watch-payment.use-case';
