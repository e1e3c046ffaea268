import type { Analytics } from '../../ports/analytics.port';
import type { BackendPorts } from '../../ports/backend-ports';
import type { Clock } from '../../ports/clock.port';
import type { Credentials } from '../../ports/credentials.port';
import type { Logger } from '../../ports/logger.port';
import type { Storages } from '../../ports/storage.port';
import type { WalletBalance } from '../../ports/wallet-balance.port';
import type { AppStores } from '../../ui/stores/app-stores';
import type { MessagingStores } from '../../ui/stores/messaging-stores';
import type { AppConfig } from '../app-config';

/** What a feature's loader builds its use-cases from: the parts of one container. */
export interface FeatureDeps {
  config: AppConfig;
  /**
   * The container's backend ports, the same for every feature of the container, made (and their
   * transport loaded) with the first feature that needs them.
   */
  backend(): Promise<BackendPorts>;
  storages: Storages;
  clock: Clock;
  logger: Logger;
  analytics: Analytics;
  /** The session holder every adapter reads the token from; the session use-cases set it. */
  credentials: Credentials;
  /** The balance the charging use-cases read and every balance-bearing result writes. */
  balance: WalletBalance;
  /** The stores every page shows (the wallet store is `balance`). */
  stores: AppStores;
  /** The conversation and message stores of `stores`, their code loaded with the first feature that needs them. */
  messagingStores(): Promise<MessagingStores>;
}
