// The site's service worker (SPEC §7: /sw.js, scope /). It keeps the hashed build assets, which
// never change under their names, so a returning visitor on a slow phone loads the scripts and
// styles from the device. Pages and API calls always go to the network: they are live.
//
// Every deployment brings new asset names, so the cache keeps at most MAX_ASSETS entries and drops
// the oldest past that (docs/decisions.md, "The service worker's cache is bounded"). One build has
// about 110 assets, and a visitor loads a part of them: the current build fits with room for the
// last one's, which a tab still open on it may yet load. Raise MAX_ASSETS if a build outgrows it.
// The cache before this one ('assets-v1') grew without bound; activating this worker deletes it.
const ASSETS = 'assets-v2';
const MAX_ASSETS = 200;

/** The cached requests past `max`, oldest first: the Cache API lists entries in the order they were put. */
function oldestBeyond(requests, max) {
  return requests.slice(0, Math.max(0, requests.length - max));
}

async function prune(cache) {
  const stale = oldestBeyond(await cache.keys(), MAX_ASSETS);
  await Promise.all(stale.map((request) => cache.delete(request)));
}

async function fromCacheOrNetwork(event) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok) {
    await cache.put(event.request, response.clone());
    // After the answer, not before it: pruning is housekeeping the page need not wait for.
    event.waitUntil(prune(cache));
  }
  return response;
}

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name !== ASSETS).map((name) => caches.delete(name))),
      )
      .then(() => caches.open(ASSETS))
      .then(prune)
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (
    event.request.method !== 'GET' ||
    url.origin !== self.location.origin ||
    !url.pathname.startsWith('/assets/')
  )
    return;
  event.respondWith(fromCacheOrNetwork(event));
});

// Web Push of the favourite alerts (docs/decisions.md, 81): the backend sends the text in the
// member's language ({ title, body, url, tag }), so this worker needs no translations. A payload
// that cannot be read shows nothing rather than a blank notification.
function pushPayload(event) {
  try {
    const data = event.data ? event.data.json() : null;
    return data && typeof data.title === 'string' ? data : null;
  } catch {
    return null;
  }
}

/** Only the site's own paths open from a notification. */
function ownPath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

self.addEventListener('push', (event) => {
  const payload = pushPayload(event);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      data: { url: ownPath(payload.url) },
      icon: '/favicon.svg',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = ownPath(event.notification.data && event.notification.data.url);
  event.waitUntil(self.clients.openWindow(url));
});
