// The live-chat feature's use-cases: one chunk, loaded by loadLiveChatFeature.
export { RequestVip } from '../../core/live-chat/request-vip.use-case';
export { Tip } from '../../core/live-chat/tip.use-case';
