import { once } from '../once';
import type { FeatureDeps } from './feature-deps';
import { FeatureModule } from './feature-module';
import type {
  BuyBundle,
  LoadCreditsOffer,
  LoadStatement,
  SelectBundle,
  ValidateWallet,
  WatchPayment,
} from './wallet.use-cases';

/** The credits drawer's steps (SPEC §2, §4), the visit's wallet validation and the member's statement. */
export interface WalletFeature {
  loadCreditsOffer: LoadCreditsOffer;
  selectBundle: SelectBundle;
  buyBundle: BuyBundle;
  watchPayment: WatchPayment;
  validateWallet: ValidateWallet;
  loadStatement: LoadStatement;
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
  };
}

/** The WalletFeature's identifier, bound to its loader (feature-modules.ts lists it). */
export const walletModule = new FeatureModule('WalletFeature', loadWalletFeature);
