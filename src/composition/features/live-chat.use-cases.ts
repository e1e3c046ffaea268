// The live-chat feature's use-cases: one chunk, loaded by loadLiveChatFeature.
export { JoinChat } from '../../core/live-chat/join-chat.use-case';
export { LeaveChat } from '../../core/live-chat/leave-chat.use-case';
export { RequestVip } from '../../core/live-chat/request-vip.use-case';
export {
  ChangeNickname,
  ReportPlayerError,
  StartCamback,
  StopCamback,
  StopVip,
} from '../../core/live-chat/room-commands.use-case';
export { SendChatMessage } from '../../core/live-chat/send-chat-message.use-case';
export { Tip } from '../../core/live-chat/tip.use-case';
export { ToyTip } from '../../core/live-chat/toy-tip.use-case';
