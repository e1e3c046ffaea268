import type { LiveChatFeature } from '../../../../composition/features/live-chat';
import type { ChatEvent } from '../../../../core/live-chat/chat.model';
import type { ChatRoomHandle, ChatRoomResync } from '../../../stores/chat-room-subscriptions';

export type RoomStatus = 'idle' | 'joining' | 'joined' | 'offline' | 'membersOnly' | 'failed' | 'left';

/** Why the visitor is no longer in the room; each has its own text and way on. */
export type LeftBecause =
  'guestExpired' | 'duplicateSession' | 'kicked' | 'closed' | 'paused' | 'noCredits' | 'stopped' | 'dialIn';

/** What the room's view model and its parts get from the page: the use-cases, the room, the balance. */
export interface LiveChatDeps {
  feature: LiveChatFeature;
  joinRoom(room: string, resync: ChatRoomResync, onEvent: (event: ChatEvent) => void): ChatRoomHandle;
  performer: { id: number; username: string; snapshot: string; onlineStatus: () => number };
  /** The balance as the backend last said it (the wallet store); null for a guest. */
  balance: () => number | null;
  /** The session of the tab's phone call while it is on, else null: it pays a guest's chat. */
  phoneSession?: () => string | null;
  showModal(name: 'noCredits' | 'register', props?: Record<string, unknown>): void;
  /** A tip or a vibration for the stream to show. */
  onReaction?(reaction: { amount: number; level: number; nickname: string }): void;
  now?: () => number;
}
