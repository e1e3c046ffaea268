import type { ChatEngine } from './chat-engine.port';
import type { ChatEvents } from './chat-events.port';
import type { DialInApi } from './dial-in-api.port';
import type { Geolocation } from './geolocation.port';
import type { InboxApi } from './inbox-api.port';
import type { LanderConfigSource } from './lander-config.port';
import type { MediaApi } from './media-api.port';
import type { MemberApi } from './member-api.port';
import type { MemberEvents } from './member-events.port';
import type { PaymentApi } from './payment-api.port';
import type { PerformerApi } from './performer-api.port';
import type { WalletService } from './wallet-service.port';

/**
 * Every backend port for one visitor's session. Every port that sends the member's login token
 * (member, payment, dial-in, media, inbox, the member socket) reads it from the one session holder
 * (Credentials) the set was made with; the chat engine sends its own chat join token.
 */
export interface BackendPorts {
  member: MemberApi;
  payment: PaymentApi;
  dialIn: DialInApi;
  media: MediaApi;
  inbox: InboxApi;
  chat: ChatEngine;
  performers: PerformerApi;
  landers: LanderConfigSource;
  geolocation: Geolocation;
  memberEvents: MemberEvents;
  chatEvents: ChatEvents;
  wallet: WalletService;
}
