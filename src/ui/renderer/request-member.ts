import type { AppContainer } from '../../composition/app-container';
import type { MemberShell } from '../../core/shell/member-shell.model';
import type { RestoreMember } from '../../core/account/restore-member.use-case';
import { TOKENS } from '../../composition/tokens';
import type { Logger } from '../../ports/logger.port';

// Containers are made per request, so this holds one member per request and lets the request go.
const members = new WeakMap<AppContainer, Promise<MemberShell | null>>();

/**
 * The member of a server request, restored once however many hooks ask (a page's data and the
 * frame both need it). The backend being down renders the page for a guest; that is logged.
 */
export function requestMember(container: AppContainer): Promise<MemberShell | null> {
  let member = members.get(container);
  if (!member) {
    member = container
      .getAsync<RestoreMember>(TOKENS.RestoreMember)
      .then((restore) => restore.execute())
      .catch((error: unknown) => {
        container.get<Logger>(TOKENS.Logger).error('Unable to restore the member', error);
        return null;
      });
    members.set(container, member);
  }
  return member;
}
