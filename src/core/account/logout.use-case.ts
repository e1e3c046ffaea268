import { DEFAULT_LOCALE, type Locale } from '../common/locale.model';
import { ok, type Result } from '../common/result.model';
import { localizedPath } from '../shell/locale.rules';
import { buildQuery, keptQuery, parseQuery } from '../common/query';
import type { InboxApi } from '../../ports/inbox-api.port';
import type { MemberApi } from '../../ports/member-api.port';
import type { Storages } from '../../ports/storage.port';
import { endSession } from './session';

export interface LogoutInput {
  locale: Locale;
  /** The current query string; its kept parameters (affiliate code and tags) survive logout. */
  query?: string;
  defaultLocale?: Locale;
}

/**
 * Logs out (SPEC §4): clears the tokens on the member and inbox ports, the token, legacy flag and
 * user name in the auth cookie (the age confirmation stays) and the session favourites; returns
 * the home path with the kept query. Never fails.
 */
export class Logout {
  constructor(
    private readonly member: MemberApi,
    private readonly inbox: InboxApi,
    private readonly storages: Storages,
  ) {}

  async execute(input: LogoutInput): Promise<Result<{ location: string }, never>> {
    endSession({ member: this.member, inbox: this.inbox }, this.storages);
    const home = localizedPath('/', input.locale, input.defaultLocale ?? DEFAULT_LOCALE);
    return ok({ location: `${home}${buildQuery(keptQuery(parseQuery(input.query ?? '')))}` });
  }
}
