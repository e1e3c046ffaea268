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

export type ConversationFilter = 'all' | 'unanswered' | 'answered' | 'favourites' | 'models';
export type ConversationState = 'archived' | 'favorite' | 'unfavorite' | 'read' | 'delete' | string;

export interface Suggestion {
  id: number;
  username: string;
  avatar: string;
  type: string;
}
