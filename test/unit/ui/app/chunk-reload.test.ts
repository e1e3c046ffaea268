import { reloadForNewChunks } from '../../../../src/ui/app/chunk-reload';

function tab(lastReloadAt: number | null, now: number) {
  const stored = new Map<string, string>();
  if (lastReloadAt !== null) stored.set('chunkReloadAt', String(lastReloadAt));
  const reload = jest.fn();
  return {
    reload,
    stored,
    tab: {
      storage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => void stored.set(key, value),
      },
      reload,
      now: () => now,
    },
  };
}

describe('reloadForNewChunks (SPEC §8)', () => {
  it('reloads the page for a missing chunk and remembers when', () => {
    const { tab: browser, reload, stored } = tab(null, 1_000_000);
    expect(reloadForNewChunks(browser)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(stored.get('chunkReloadAt')).toBe('1000000');
  });

  it('does not reload again within a minute of the last reload for one, and does after it', () => {
    const within = tab(1_000_000, 1_059_999);
    expect(reloadForNewChunks(within.tab)).toBe(false);
    expect(within.reload).not.toHaveBeenCalled();
    const after = tab(1_000_000, 1_060_000);
    expect(reloadForNewChunks(after.tab)).toBe(true);
  });

  it('does not reload when the tab has no session storage to guard the loop with', () => {
    const { tab: browser, reload } = tab(null, 1_000_000);
    browser.storage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(reloadForNewChunks(browser)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
