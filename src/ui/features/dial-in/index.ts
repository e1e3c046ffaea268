/** The phone payment's public surface. The drawer is a loader: importing this file loads no chunk. */
export { PayByPhoneButton } from './components/pay-by-phone-button';
export const loadDialInDrawer = () => import('./components/dial-in-drawer');
export { onPhoneChatEnded } from './view-models/phone-chat-end';
