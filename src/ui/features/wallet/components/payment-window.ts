import type { PaymentWindow } from '../view-models/credits-drawer.dependencies';

/**
 * Opens an empty window for the provider's checkout. It must open inside the click (popup
 * blockers allow only that), before the payment session exists; its address is set once the
 * backend answers. Null when the browser blocked it.
 */
export function openPaymentWindow(): PaymentWindow | null {
  const win = window.open('', '_blank');
  if (!win) return null;
  // The provider's page must not be able to reach back into (or redirect) the site's tab.
  win.opener = null;
  return {
    show: (url) => {
      if (!win.closed) win.location.href = new URL(url, window.location.href).href;
    },
    close: () => {
      if (!win.closed) win.close();
    },
  };
}
