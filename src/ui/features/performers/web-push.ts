import type { PushSubscriptionJson } from '../../../core/performers/favourite-alert.model';

/** What this browser can do with Web Push for the site now. */
export type PushState = 'unsupported' | 'denied' | 'on' | 'off';

function supported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

// Not `serviceWorker.ready`: it never settles when the worker did not register (start-tab.ts).
function siteWorker(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

/** Whether this browser gets pushes from the site (its service worker holds a subscription). */
export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await siteWorker();
  if (!registration) return 'unsupported';
  return (await registration.pushManager.getSubscription()) ? 'on' : 'off';
}

/**
 * Subscribes through the site's service worker; the browser asks for permission here, on the
 * member's click, never on load. Null when the member refuses.
 */
export async function subscribePush(vapidPublicKey: string): Promise<PushSubscriptionJson | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const registration = await siteWorker();
  if (!registration) throw new Error('The site has no service worker');
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(vapidPublicKey),
  });
  return subscription.toJSON() as PushSubscriptionJson;
}

/** Ends this browser's subscription; answers its endpoint, for the backend to forget. */
export async function unsubscribePush(): Promise<string | null> {
  const subscription = await (await siteWorker())?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
