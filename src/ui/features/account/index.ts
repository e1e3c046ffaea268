/** The account's public surface: its modals, as loaders (importing this file loads no chunk). */
export const accountModals = {
  auth: () => import('./components/auth-modals'),
  welcome: () => import('./components/welcome-modals'),
  changeUsername: () => import('./components/change-username-modal'),
  register: () => import('./components/register-modal'),
  recovery: () => import('./components/recovery-modals'),
  verification: () => import('./components/verification-modal'),
  reset: () => import('./components/reset-password-modal'),
};
