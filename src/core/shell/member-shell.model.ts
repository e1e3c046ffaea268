/**
 * What the site's frame shows of a logged-in member on every page (SPEC §2 header and member
 * menu): the backend's last word on credits, the unread counter and the favourites.
 */
export interface MemberShell {
  memberId: number;
  username: string;
  capName: string;
  email: string;
  /** The lander the member signed up through (chooses the welcome popup's layout), if any. */
  lander: string | null;
  credits: number;
  verified: boolean;
  isLegacy: boolean;
  /** Unread private messages. */
  unread: number;
  /** Ids of the member's favourite performers. */
  favourites: number[];
}

/**
 * A member the auth cookie names whom the backend did not describe: it failed or was too slow.
 * The frame shows a member's header with the balance pending, not a guest's, until the tab
 * restores them. A session the backend ended (401) logs out, and the cookie says so.
 */
export interface PendingMember {
  /** The name the cookie keeps, or null when it keeps none. */
  username: string | null;
}

/** The pending member when the restore gave none while the cookie still says logged in. */
export function pendingMember(
  member: MemberShell | null,
  auth: { loggedIn: boolean; username: string | null },
): PendingMember | null {
  return member === null && auth.loggedIn ? { username: auth.username } : null;
}
