import type { App } from '../../composition/app';
import type { MemberShell } from '../../core/shell/member-shell.model';
import { requestDeadline } from './request-deadline';

// Apps are made per request, so this holds one member per request and lets the request go.
const members = new WeakMap<App, Promise<MemberShell | null>>();

/**
 * The member of a server request, restored once however many hooks ask (a page's data and the
 * frame both need it). The render waits for the member; a backend that fails to describe them
 * gives null, logged, and the frame shows the member the cookie names as pending.
 */
export function requestMember(app: App): Promise<MemberShell | null> {
  let member = members.get(app);
  if (!member) {
    member = app.features
      .account()
      .then((account) => account.restoreMember.execute({ deadline: requestDeadline(app) }))
      .catch((error: unknown) => {
        app.logger.error('Unable to restore the member', error);
        return null;
      });
    members.set(app, member);
  }
  return member;
}
