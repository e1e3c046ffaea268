// The messaging feature's use-cases: one chunk, loaded by loadMessagingFeature.
export { ListConversations } from '../../core/messaging/list-conversations.use-case';
export { OpenConversation } from '../../core/messaging/open-conversation.use-case';
export { SendPrivateMessage } from '../../core/messaging/send-private-message.use-case';
