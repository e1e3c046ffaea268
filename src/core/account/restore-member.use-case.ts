import type { MemberShell } from '../shell/member-shell.model';
import type { Logger } from '../../ports/logger.port';
import type { InboxApi } from '../../ports/inbox-api.port';
import type { MemberApi } from '../../ports/member-api.port';
import type { Storages } from '../../ports/storage.port';
import type { LoginWithToken } from './login-with-token.use-case';
import { type Session } from './session';
import { FAVOURITES_STORAGE_KEY, readAuthState } from './auth-state';

/**
 * The member of this visit from the stored token (SPEC §4: an already logged-in user has login
 * processed with the stored token; after login the unread count and favourites load). Resolves
 * null for a guest and for a token the backend no longer accepts (LoginWithToken then forgets it).
 * A failing unread count or favourites list is logged and shown as none, so the page still
 * renders; a failing basic-info call renders the page for a guest, logged as well.
 */
export class RestoreMember {
  constructor(
    private readonly loginWithToken: LoginWithToken,
    private readonly member: MemberApi,
    private readonly inbox: InboxApi,
    private readonly storages: Storages,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<MemberShell | null> {
    const auth = readAuthState(this.storages.cookie);
    if (!auth.loggedIn || !auth.token) return null;
    let session: Session;
    try {
      const result = await this.loginWithToken.execute({ token: auth.token });
      if (!result.ok) return null;
      session = result.value;
    } catch (error) {
      this.logger.error('Unable to load the member', error);
      return null;
    }
    const [unread, favourites] = await Promise.all([this.unread(), this.favourites()]);
    this.storages.session.set(FAVOURITES_STORAGE_KEY, JSON.stringify(favourites));
    return {
      memberId: session.memberId,
      username: session.username,
      capName: session.capName,
      email: session.email,
      lander: session.lander,
      credits: session.credits,
      verified: session.verified,
      isLegacy: session.isLegacy,
      unread,
      favourites,
    };
  }

  private async unread(): Promise<number> {
    try {
      return await this.inbox.countUnread();
    } catch (error) {
      this.logger.error('Unable to load the unread count', error);
      return 0;
    }
  }

  private async favourites(): Promise<number[]> {
    try {
      return (await this.member.getFavourites()).map((favourite) => favourite.performerId);
    } catch (error) {
      this.logger.error('Unable to load favourites', error);
      return [];
    }
  }
}
