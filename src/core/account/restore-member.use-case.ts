import type { MemberShell } from '../shell/member-shell.model';
import type { Logger } from '../../ports/logger.port';
import type { InboxApi } from '../../ports/inbox-api.port';
import type { MemberApi } from '../../ports/member-api.port';
import type { Storages } from '../../ports/storage.port';
import type { LoginWithToken } from './login-with-token.use-case';
import { type Session } from './session';
import { Deadline } from '../common/deadline';
import { FAVOURITES_STORAGE_KEY, readAuthState } from './auth-state';

/**
 * The member of this visit from the stored token (SPEC §4: an already logged-in user has login
 * processed with the stored token; after login the unread count and favourites load). Resolves
 * null for a guest and for a token the backend no longer accepts (LoginWithToken then forgets it),
 * and null too, logged, when the basic-info call fails: the cookie still names the member then,
 * and the frame shows them pending (`pendingMember`). The member is waited for, however late (the
 * backend's own timeout bounds it): a deadline never renders a member's page as a guest's. With a
 * `deadline` (a server render's), an unread count or favourites list that has not answered by then
 * shows as none, as a failing one does, so the page still renders.
 */
export class RestoreMember {
  constructor(
    private readonly loginWithToken: LoginWithToken,
    private readonly member: MemberApi,
    private readonly inbox: InboxApi,
    private readonly storages: Storages,
    private readonly logger: Logger,
  ) {}

  async execute(input: { deadline?: Deadline } = {}): Promise<MemberShell | null> {
    const deadline = input.deadline ?? Deadline.none();
    const auth = readAuthState(this.storages.cookie);
    if (!auth.loggedIn || !auth.token) return null;
    // The unread count and the favourites go with the stored token (read at request time), so they
    // need not wait for the login to answer: one round trip instead of two. Neither rejects.
    const extras = Promise.all([
      deadline.race(this.unread(), () => this.late('the unread count', 0)),
      deadline.race(this.favourites(), () => this.late('favourites', [])),
    ]);
    const session = await this.session(auth.token);
    if (!session) return null;
    const [unread, favourites] = await extras;
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

  private async session(token: string): Promise<Session | null> {
    try {
      const result = await this.loginWithToken.execute({ token });
      return result.ok ? result.value : null;
    } catch (error) {
      this.logger.error('Unable to load the member', error);
      return null;
    }
  }

  private late<T>(what: string, value: T): T {
    this.logger.warn(`Rendered without ${what}: the render deadline passed`);
    return value;
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
