import { useEffect, useState } from 'react';
import type { Locale } from '../../../../core/common/locale.model';
import type { Conversation } from '../../../../core/messaging/conversation.model';
import { MESSENGER_TIME_ZONE } from '../../../../core/messaging/lane-calendar';
import type { ListTimes } from '../../../../core/messaging/last-message-time';

/** How often the list's times are read again: its finest label is the minute ('5 minutes ago'). */
export const LIST_TIMES_EVERY_MS = 60_000;

function sameTimes(a: ListTimes, b: ListTimes): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The conversation list's last-message times: the server's reading at first, then read again each
 * minute while the tab is shown, so that '5 minutes ago' does not stay. luxon, which reads them,
 * loads with the first reading again, off the first load.
 */
export function useTickingListTimes(
  serverTimes: ListTimes,
  /** The list whose conversations are shown (its view model), read at each minute. */
  list: { readonly conversations: readonly Conversation[] },
  locale: Locale,
): ListTimes {
  const [times, setTimes] = useState(serverTimes);
  useEffect(() => setTimes(serverTimes), [serverTimes]);
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.hidden) return;
      import('../../../../core/messaging/last-message-time')
        .then(({ listTimes }) => {
          const now = listTimes(list.conversations, { now: Date.now(), zone: MESSENGER_TIME_ZONE, locale });
          setTimes((before) => (sameTimes(before, now) ? before : now));
        })
        // Not loaded (a new deployment, the network): the times stay as they are until the next minute.
        .catch(() => {});
    }, LIST_TIMES_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [list, locale]);
  return times;
}
