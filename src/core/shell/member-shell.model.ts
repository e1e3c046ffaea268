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
