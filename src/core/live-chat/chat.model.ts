/** Live chat payloads and events (SPEC §3, §4). */

export type ChatKind = 'chat' | 'vip' | 'free';

export type ChatAction =
  | { action: 'message'; message: string; messageType: 'room' | 'host' | string }
  | { action: 'tip'; amount: number; tipType: 'tip'; message: string; isPublic: boolean }
  | { action: 'changeNickname'; newNickname: string }
  | { action: 'requestVip'; seconds: number; creditsPerSecond: number }
  | { action: 'stopVip' };

export interface ChatJoin {
  performerId: number;
  kind: ChatKind;
}

export interface ChatSession {
  token: string;
  room: string;
}

export type ChatEventName =
  | 'keepAlive'
  | 'hostDisconnected'
  | 'memberConnected'
  | 'memberDisconnected'
  | 'updatedMembers'
  | 'requestVip'
  | 'acceptVip'
  | 'stopVip'
  | 'declineVip'
  | 'vipDisconnect'
  | 'startFreeChat'
  | 'stopFreeChat'
  | 'chatSwitch'
  | 'message'
  | 'tip'
  | 'freeTip'
  | 'kick'
  | 'custom'
  | 'nicknameChanged'
  | 'chatStopped'
  | 'adminMessage'
  | 'updatedSettings'
  | 'playerError'
  | 'audioAvailable'
  | 'audioDenied'
  | 'videoAvailable'
  | 'videoDenied'
  | 'roomClosed'
  | 'cybertoy'
  | 'fileTransferError'
  | 'fileTransferClient'
  | 'fileTransferTip'
  | 'stopCamback'
  | 'cambackStopped';

export type DisconnectReason = 'guestExpired' | 'duplicateSession' | 'paused' | 'default';

export interface ChatEvent {
  name: ChatEventName;
  payload: Record<string, unknown>;
}

export const TIP_PRESETS = [
  { amount: 100, name: 'wink' },
  { amount: 500, name: 'kiss' },
  { amount: 1000, name: 'heart' },
] as const;

export const TOY_PRESETS = [
  { amount: 100, name: 'medium', vibrate: 2 },
  { amount: 500, name: 'hard', vibrate: 10 },
  { amount: 1000, name: 'extreme', vibrate: 20 },
] as const;
