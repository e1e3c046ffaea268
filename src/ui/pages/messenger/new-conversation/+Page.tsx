export { MessengerView as default } from '../../../components/messenger/messenger-view';
