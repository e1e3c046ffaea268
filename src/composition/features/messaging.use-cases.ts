// The messaging feature's use-cases: one chunk, loaded by loadMessagingFeature.
export { CountUnread } from '../../core/messaging/count-unread.use-case';
export { DeleteConversation } from '../../core/messaging/delete-conversation.use-case';
export { ListConversations } from '../../core/messaging/list-conversations.use-case';
export { ListSuggestions } from '../../core/messaging/list-suggestions.use-case';
export { LoadOlderMessages } from '../../core/messaging/load-older-messages.use-case';
export { MarkConversationRead } from '../../core/messaging/mark-conversation-read.use-case';
export { OpenConversation } from '../../core/messaging/open-conversation.use-case';
export { SetConversationState } from '../../core/messaging/set-conversation-state.use-case';
export { SetConversationBubble } from '../../core/messaging/set-conversation-bubble.use-case';
export { SendPrivateMessage } from '../../core/messaging/send-private-message.use-case';
export { SetPerformerBlocked } from '../../core/messaging/set-performer-blocked.use-case';
export { ReportPerformer } from '../../core/messaging/report-performer.use-case';
