import { act, renderHook } from '@testing-library/react';
import { listTimes } from '../../src/core/messaging/last-message-time';
import { MESSENGER_TIME_ZONE } from '../../src/core/messaging/lane-calendar';
import {
  LIST_TIMES_EVERY_MS,
  useTickingListTimes,
} from '../../src/ui/features/messaging/hooks/use-ticking-list-times';
import { conversation, message } from '../unit/ui/stores/fixtures';

/** Moves the clock on by whole minutes, letting the times' module load and answer. */
async function minutes(count: number): Promise<void> {
  await act(() => jest.advanceTimersByTimeAsync(count * LIST_TIMES_EVERY_MS));
}

describe('useTickingListTimes', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2026, 10, 22, 12, 5) }));
  afterEach(() => jest.useRealTimers());

  it('shows the server’s times, then reads them again each minute, so “minutes ago” moves on', async () => {
    const conversations = [conversation(1, 0, { message: message('m', 0) })];
    const list = { conversations };
    const context = { zone: MESSENGER_TIME_ZONE, locale: 'en' as const };
    const server = listTimes(conversations, { ...context, now: Date.now() });
    const { result } = renderHook(() => useTickingListTimes(server, list, 'en'));
    const shown = () => Object.values(result.current)[0];
    expect(shown()).toBe('5 minutes ago');
    await minutes(1);
    expect(shown()).toBe('6 minutes ago');
    await minutes(3);
    expect(shown()).toBe('9 minutes ago');
  });
});
