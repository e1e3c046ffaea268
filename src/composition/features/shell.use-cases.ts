// The shell feature's use-cases: one chunk, loaded by loadShellFeature.
export { ConfirmAge } from '../../core/shell/confirm-age.use-case';
export { LiveUpdates } from '../../core/shell/live-updates.use-case';
export { CountUnread } from '../../core/messaging/count-unread.use-case';
export { ListConversations } from '../../core/messaging/list-conversations.use-case';
export { RealtimeBridge } from '../../ui/stores/realtime-bridge';
