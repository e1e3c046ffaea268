import { SocketIoMemberEvents } from '../../adapters/socket/socket-io-member-events';
import type { BackendUrls } from '../../config/backend-config';

/** A cache of what shows performers: the guest pages, the performer catalogue. */
export interface PerformerShowingCache {
  clear(): void;
}

/** The watch over the guest channel that empties the caches. */
export interface StatusWatch {
  /** True once the channel is up (its first clear done). */
  connected(): boolean;
  stop(): void;
}

/**
 * Listens on the backend's guest channel, as a browser's grid does, and empties the caches (every
 * cached page, every kept list) when a performer's status changes, so a visitor never gets a page
 * older than the last change; and after each (re)connect, since changes may have been missed
 * while the channel was down. The time to live covers what the channel does not announce (a new
 * performer, a changed profile).
 */
export function clearOnPerformerStatus(
  caches: readonly PerformerShowingCache[],
  backend: BackendUrls,
): StatusWatch {
  const clear = () => caches.forEach((cache) => cache.clear());
  const events = new SocketIoMemberEvents(
    { url: backend.socketUrl, path: backend.socketPath, key: backend.memberKey },
    { token: () => null, set: () => {} },
  );
  events.on('performerStatus', clear);
  events.onConnect(clear);
  events.connect();
  return { connected: () => events.isConnected(), stop: () => events.disconnect() };
}
