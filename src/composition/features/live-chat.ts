import type { ChatEvents } from '../../ports/chat-events.port';
import { once } from '../once';
import type { FeatureDeps } from './feature-deps';
import { FeatureModule } from './feature-module';
import type * as UseCases from './live-chat.use-cases';

/** A performer's live chat room (SPEC §2, §4): joining, talking, tips, the toy, VIP and camback. */
export interface LiveChatFeature {
  joinChat: UseCases.JoinChat;
  leaveChat: UseCases.LeaveChat;
  sendChatMessage: UseCases.SendChatMessage;
  tip: UseCases.Tip;
  toyTip: UseCases.ToyTip;
  requestVip: UseCases.RequestVip;
  stopVip: UseCases.StopVip;
  changeNickname: UseCases.ChangeNickname;
  startCamback: UseCases.StartCamback;
  stopCamback: UseCases.StopCamback;
  reportPlayerError: UseCases.ReportPlayerError;
  /** The room's event stream; the realtime bridge is its only subscriber. */
  chatEvents: ChatEvents;
}

const useCases = once(() => import('./live-chat.use-cases'));

/** The live chat's use-cases, in one chunk with the backend they talk to. */
async function loadLiveChatFeature(deps: FeatureDeps): Promise<LiveChatFeature> {
  const [m, backend] = await Promise.all([useCases(), deps.backend()]);
  const { chat, member } = backend;
  const tip = new m.Tip(chat, member, deps.balance, deps.logger);
  return {
    joinChat: new m.JoinChat(member, chat, deps.credentials, deps.logger),
    leaveChat: new m.LeaveChat(chat, deps.logger),
    sendChatMessage: new m.SendChatMessage(chat),
    tip,
    toyTip: new m.ToyTip(tip),
    requestVip: new m.RequestVip(chat, member, deps.balance, deps.logger),
    stopVip: new m.StopVip(chat),
    changeNickname: new m.ChangeNickname(chat),
    startCamback: new m.StartCamback(chat),
    stopCamback: new m.StopCamback(chat),
    reportPlayerError: new m.ReportPlayerError(chat, deps.logger),
    chatEvents: backend.chatEvents,
  };
}

/** The LiveChatFeature's identifier, bound to its loader (feature-modules.ts lists it). */
export const liveChatModule = new FeatureModule('LiveChatFeature', loadLiveChatFeature);
