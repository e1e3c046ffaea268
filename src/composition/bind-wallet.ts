import type { Container } from 'inversify';
import type { WalletBalance } from '../ports/wallet-balance.port';
import type { ContainerParts } from './create-container';
import { backendOf, once } from './binding-helpers';
import { TOKENS } from './tokens';

const modules = {
  loadCreditsOffer: once(() => import('../core/wallet/load-credits-offer.use-case')),
  selectBundle: once(() => import('../core/wallet/select-bundle.use-case')),
  buyBundle: once(() => import('../core/wallet/buy-bundle.use-case')),
  watchPayment: once(() => import('../core/wallet/watch-payment.use-case')),
};

/** The credits drawer's use-cases (SPEC §2, §4), each loaded when the drawer first needs it. */
export function bindWallet(container: Container, parts: ContainerParts): void {
  container.bind(TOKENS.LoadCreditsOffer).toDynamicValue(async (context) => {
    const [{ LoadCreditsOffer }, backend] = await Promise.all([
      modules.loadCreditsOffer(),
      backendOf(context),
    ]);
    return new LoadCreditsOffer(backend.member, backend.payment, parts.logger);
  });
  container.bind(TOKENS.SelectBundle).toDynamicValue(async () => {
    const { SelectBundle } = await modules.selectBundle();
    return new SelectBundle(parts.analytics);
  });
  container.bind(TOKENS.BuyBundle).toDynamicValue(async (context) => {
    const [{ BuyBundle }, backend] = await Promise.all([modules.buyBundle(), backendOf(context)]);
    return new BuyBundle(backend.payment, parts.logger);
  });
  container.bind(TOKENS.WatchPayment).toDynamicValue(async (context) => {
    const [{ WatchPayment }, backend] = await Promise.all([modules.watchPayment(), backendOf(context)]);
    return new WatchPayment(
      backend.memberEvents,
      backend.payment,
      backend.member,
      context.get<WalletBalance>(TOKENS.WalletBalance),
      parts.analytics,
      parts.logger,
    );
  });
}
