import { DEFAULT_LOCALE, type Locale } from '../common/locale.model';
import { ok, type Result } from '../common/result.model';
import { localizedPath } from '../shell/locale.rules';
import { buildQuery, keptQuery, parseQuery } from '../common/query';
import type { Credentials } from '../../ports/credentials.port';
import type { Storages } from '../../ports/storage.port';
import type { WalletBalance } from '../../ports/wallet-balance.port';
import { endSession } from './session';

export interface LogoutInput {
  locale: Locale;
  /** The current query string; its kept parameters (affiliate code and tags) survive logout. */
  query?: string;
  defaultLocale?: Locale;
}

/**
 * Logs out (SPEC §4): clears the session holder's token and the balance, the token, legacy flag
 * and user name in the auth cookie (the age confirmation stays) and the session favourites;
 * returns the home path with the kept query. Never fails.
 */
export class Logout {
  constructor(
    private readonly credentials: Credentials,
    private readonly balance: WalletBalance,
    private readonly storages: Storages,
  ) {}

  async execute(input: LogoutInput): Promise<Result<{ location: string }, never>> {
    endSession({ credentials: this.credentials, balance: this.balance }, this.storages);
    const home = localizedPath('/', input.locale, input.defaultLocale ?? DEFAULT_LOCALE);
    return ok({ location: `${home}${buildQuery(keptQuery(parseQuery(input.query ?? '')))}` });
  }
}
