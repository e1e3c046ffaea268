/** The wallet's public surface. Its drawer and modal are loaders: importing this file loads no chunk. */
export const loadCreditsDrawer = () => import('./components/credits-drawer');
export const loadNoCreditsModal = () => import('./components/no-credits-modal');
