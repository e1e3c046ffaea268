import { queryValue, type QueryPairs } from '../common/query';
import { isCrawler } from '../shell/crawler';
import type { Analytics } from '../../ports/analytics.port';
import type { Logger } from '../../ports/logger.port';
import type { KeyValueStorage } from '../../ports/storage.port';
import type { WalletService } from '../../ports/wallet-service.port';
import { readAuthState } from '../account/auth-state';

/** Cookie key of the persisted wallet state (SPEC §3: auth, wallet and dial-in kept 1 day). */
export const WALLET_STORAGE_KEY = 'wallet';
const WALLET_MAX_AGE_SECONDS = 86_400;

/** The wallet part of the persisted state this use-case owns. */
export interface WalletCookie {
  walletValidated: boolean;
  /** Whose wallet: 'guest' or the member's user name (a login validates again). */
  validatedFor: string | null;
}

export function readWalletCookie(cookie: KeyValueStorage): WalletCookie {
  try {
    const parsed = JSON.parse(cookie.get(WALLET_STORAGE_KEY) ?? '{}') as Partial<WalletCookie>;
    return {
      walletValidated: parsed.walletValidated === true,
      validatedFor: typeof parsed.validatedFor === 'string' ? parsed.validatedFor : null,
    };
  } catch {
    return { walletValidated: false, validatedFor: null };
  }
}

function writeWalletCookie(cookie: KeyValueStorage, wallet: WalletCookie): void {
  cookie.set(WALLET_STORAGE_KEY, JSON.stringify(wallet), { maxAgeSeconds: WALLET_MAX_AGE_SECONDS });
}

export interface ValidateWalletInput {
  userAgent: string | null;
  /** The page's query: an action skips validation, click_id suppresses the guest's auto-login. */
  query: QueryPairs;
  /** The site's origin, told to the wallet service on the guest's auto-login. */
  origin: string;
}

export type ValidateWalletOutcome =
  'crawler' | 'action' | 'alreadyValidated' | 'clickId' | 'validated' | 'invalid' | 'autoLogin' | 'failed';

/**
 * SPEC §4: on a visit without a query action, a visitor who is not a crawler has the wallet
 * validated once (then remembered in the wallet cookie for a day): a member by login token, a
 * guest by the wallet service's auto-login with the site's origin, which a click_id suppresses.
 * The outcome goes to the tag manager as 'wallet_validation'. Never fails: a failing wallet
 * service is logged and tried again on a later page.
 */
export class ValidateWallet {
  constructor(
    private readonly wallet: WalletService,
    private readonly cookie: KeyValueStorage,
    private readonly analytics: Analytics,
    private readonly logger: Logger,
  ) {}

  async execute(input: ValidateWalletInput): Promise<ValidateWalletOutcome> {
    const outcome = await this.validate(input);
    this.analytics.push('wallet_validation', { outcome });
    return outcome;
  }

  private async validate(input: ValidateWalletInput): Promise<ValidateWalletOutcome> {
    if (isCrawler(input.userAgent)) return 'crawler';
    if (queryValue(input.query, 'action') !== null) return 'action';
    const auth = readAuthState(this.cookie);
    const member = auth.loggedIn && auth.token ? { token: auth.token, name: auth.username ?? '' } : null;
    const visitor = member ? `member:${member.name}` : 'guest';
    const stored = readWalletCookie(this.cookie);
    if (stored.walletValidated && stored.validatedFor === visitor) return 'alreadyValidated';
    try {
      if (member) {
        const { valid } = await this.wallet.validate(member.token);
        writeWalletCookie(this.cookie, { walletValidated: valid, validatedFor: visitor });
        return valid ? 'validated' : 'invalid';
      }
      if (queryValue(input.query, 'click_id') !== null) return 'clickId';
      await this.wallet.autoLogin(input.origin);
      writeWalletCookie(this.cookie, { walletValidated: true, validatedFor: visitor });
      return 'autoLogin';
    } catch (error) {
      this.logger.warn('Wallet validation failed', error);
      return 'failed';
    }
  }
}
