/** SPEC §8: a chunk that fails to load reloads the page, at most once a minute. */
const GUARD_MS = 60_000;
const LAST_RELOAD_KEY = 'chunkReloadAt';

interface Tab {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload(): void;
  now(): number;
}

const browserTab = (): Tab => ({
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
  now: () => Date.now(),
});

/**
 * A chunk did not load: a new deployment may have removed it, so the page reloads to get the new
 * ones, unless it did so less than a minute ago (then the chunk is missing for another reason, and
 * reloading again would loop). True when it reloads.
 */
export function reloadForNewChunks(tab: Tab = browserTab()): boolean {
  try {
    if (tab.now() - Number(tab.storage.getItem(LAST_RELOAD_KEY) ?? 0) < GUARD_MS) return false;
    tab.storage.setItem(LAST_RELOAD_KEY, String(tab.now()));
  } catch {
    // No session storage (a privacy setting): no guard, so no reload either.
    return false;
  }
  tab.reload();
  return true;
}
