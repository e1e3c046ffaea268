/** The live chat's public surface: a small slot; the room itself is a lazy chunk it loads. */
export { LiveChatSlot } from './components/live-chat-slot';
export type { LiveChatRoomProps } from './components/live-chat-room';
