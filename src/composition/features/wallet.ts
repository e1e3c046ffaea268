import { once } from '../once';
import type { FeatureDeps } from './feature-deps';
import { FeatureModule } from './feature-module';
import type {
  BuyBundle,
  ChangeSpendingLimit,
  LoadCreditsOffer,
  LoadSpendingLimits,
  LoadStatement,
  PauseBuying,
  SelectBundle,
  ValidateWallet,
  WatchPayment,
} from './wallet.use-cases';

/**
 * The credits drawer's steps (SPEC §2, §4), the visit's wallet validation, the member's statement
 * and his own spending limits.
 */
export interface WalletFeature {
  loadCreditsOffer: LoadCreditsOffer;
  selectBundle: SelectBundle;
  buyBundle: BuyBundle;
  watchPayment: WatchPayment;
  validateWallet: ValidateWallet;
  loadStatement: LoadStatement;
  loadSpendingLimits: LoadSpendingLimits;
  changeSpendingLimit: ChangeSpendingLimit;
  pauseBuying: PauseBuying;
}

const useCases = once(() => import('./wallet.use-cases'));

/** The wallet's use-cases, in one chunk with the backend they talk to. */
async function loadWalletFeature(deps: FeatureDeps): Promise<WalletFeature> {
  const [m, backend] = await Promise.all([useCases(), deps.backend()]);
  const { storages, logger, analytics } = deps;
  return {
    loadCreditsOffer: new m.LoadCreditsOffer(backend.member, backend.payment, logger),
    selectBundle: new m.SelectBundle(analytics),
    buyBundle: new m.BuyBundle(backend.payment, logger),
    watchPayment: new m.WatchPayment(
      backend.memberEvents,
      backend.payment,
      backend.member,
      deps.balance,
      analytics,
      logger,
    ),
    validateWallet: new m.ValidateWallet(backend.wallet, storages.cookie, analytics, logger),
    loadStatement: new m.LoadStatement(backend.member, logger),
    loadSpendingLimits: new m.LoadSpendingLimits(backend.member, logger),
    changeSpendingLimit: new m.ChangeSpendingLimit(backend.member, logger),
    pauseBuying: new m.PauseBuying(backend.member, logger),
  };
}

/** The WalletFeature's identifier, bound to its loader (feature-modules.ts lists it). */
export const walletModule = new FeatureModule('WalletFeature', loadWalletFeature);
