export { MessengerView as default } from '../../features/messaging/components/messenger-view';
