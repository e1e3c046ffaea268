/** Private messenger data (SPEC §3, §4). */

export interface ConversationParty {
  userid: number;
  id: number;
  avatar: string;
}

export interface ConversationOther {
  id: number;
  username: string;
  avatar: string;
  messagingId: number;
  location: string;
  age: number;
  /**
   * Her online status as bit flags (see performers/online-status), an addition to SPEC §3, optional
   * on the wire: absent means not known, and the list then says nothing of it.
   */
  onlineStatus?: number;
}

export type MessageType = 'text' | 'media' | 'divider' | 'info';
export type MessageStatus = 'not-sent' | 'sent' | 'delivered';
export type MessageOwner = 'self' | 'other';

export interface Message {
  type: MessageType;
  id: string;
  createdAt: string;
  read: boolean;
  attachment: string | null;
  content: string;
  owner: MessageOwner;
  /**
   * The writer's user id, when known: the backend's, or the member's own for a line of theirs. A
   * line of the other party may come without it (SPEC §3 names only the owner and participant).
   */
  senderId?: number;
  groupDate?: string;
  groupLabel?: string;
  status: MessageStatus;
  conversationId: number | null;
}

export interface Conversation {
  id: number;
  createdAt: string;
  updatedAt: string;
  owner: ConversationParty;
  participant: ConversationParty;
  other: ConversationOther;
  isBubble: boolean;
  unread: number;
  archived: boolean;
  deleted: boolean;
  favorite: boolean;
  /**
   * She marked the member a favourite of hers (an addition to SPEC §3, optional on the wire: absent
   * means no). The list's 'favourited you' sort puts these first.
   */
  favoritedYou?: boolean;
  /**
   * The member blocked her (an addition to SPEC §3, optional on the wire: absent means no): her
   * messages are refused until he unblocks her (docs/api.md, PUT /inbox/blocked/{performerId}).
   */
  blocked?: boolean;
  message: Message | null;
}

export interface MessagePage {
  messages: Message[];
  nextPage: number | null;
}

export interface MessageSend {
  attachment: string | null;
  message: string | null;
  partnerId: number;
  /** The performer's user name. */
  target: string;
  /**
   * The client's own id of the message (an addition to SPEC §7, optional): a send repeated with the
   * same id, as a retry after a lost answer is, gets the stored message back instead of storing and
   * charging it again.
   */
  clientId?: string;
}

/**
 * The inbox list's filters, in the list's order (SPEC §2 all, models, favourites; SPEC §3 adds
 * unanswered and answered). 'archived' (ours) lists only the archived conversations, which every
 * other filter leaves out.
 */
export const CONVERSATION_FILTERS = [
  'all',
  'unanswered',
  'answered',
  'favourites',
  'models',
  'archived',
] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];
export type ConversationState =
  'archived' | 'unarchived' | 'favorite' | 'unfavorite' | 'read' | 'delete' | string;

/** Why a member reports a performer (docs/api.md, POST /inbox/report/{performerId}). */
export const REPORT_REASONS = ['spam', 'abuse', 'fake', 'underage', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** The longest free text a report takes. */
export const REPORT_TEXT_MAX = 500;

export interface PerformerReport {
  reason: ReportReason;
  /** The member's own words, optional (empty is none). */
  text: string;
}

export interface Suggestion {
  id: number;
  username: string;
  avatar: string;
  type: string;
}
