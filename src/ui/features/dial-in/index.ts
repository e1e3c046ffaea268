/** The phone payment's public surface. The drawer is a loader: importing this file loads no chunk. */
export { PayByPhoneButton } from './components/pay-by-phone-button';
export { DialInStatus } from './view-models/dial-in-status';
export const loadDialInDrawer = () => import('./components/dial-in-drawer');
/** Loads the watcher of a phone call's end (the live chat leaves with dialin_stopped): not in any first load. */
export const loadPhoneChatEnd = () => import('./view-models/phone-chat-end');
