import type { Container } from 'inversify';
import { prefetchModals } from '../components/modals/modal-host';
import type { ShellViewModel } from '../view-models/shell.view-model';
import { trackViewport } from '../view-models/viewport.view-model';
import { rememberTabShell } from './tab-config';

/** SPEC §9: idle work (prefetching) waits at most 2 s. */
const PREFETCH_IDLE_TIMEOUT_MS = 2000;
/** SPEC §8: a chunk that fails to load reloads the page, at most once a minute. */
const CHUNK_RELOAD_GUARD_MS = 60_000;
const CHUNK_RELOAD_KEY = 'chunkReloadAt';

function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  else setTimeout(work, PREFETCH_IDLE_TIMEOUT_MS);
}

/** A new deployment removed the chunk this tab wants: reload once to get the new ones. */
function reloadOnChunkFailure(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) return;
    event.preventDefault();
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    window.location.reload();
  });
}

function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // Without a service worker the site works as before, only without its asset cache.
  });
}

/** Once per tab, after the first page: the frame's long-lived work. */
export function startTab(shell: ShellViewModel, container: Container): void {
  rememberTabShell(shell);
  trackViewport(shell.viewport, window);
  reloadOnChunkFailure();
  whenIdle(() => {
    prefetchModals();
    registerServiceWorker();
  });
  void container;
}
