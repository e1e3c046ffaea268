import { observable, runInAction } from 'mobx';
import type { Locale } from '../../../../core/common/locale.model';
import type { ListTimes } from '../../../../core/messaging/last-message-time';
import { MESSENGER_TIME_ZONE } from '../../../../core/messaging/lane-calendar';

/**
 * The list's last-message times in the tab: the server's reading, and luxon's for a message that
 * came in since (loaded then, off the page's first load), counted from that moment.
 */
export class ListClock {
  private readonly later = observable.map<string, string>();

  constructor(
    private readonly read: ListTimes,
    private readonly locale: Locale,
  ) {}

  label(createdAt: string): string {
    return this.read[createdAt] ?? this.later.get(createdAt) ?? '';
  }

  /** Reads a time the server did not (the list shows none for it until then). */
  async need(createdAt: string): Promise<void> {
    if (this.label(createdAt)) return;
    const { lastMessageTime } = await import('../../../../core/messaging/last-message-time');
    const text = lastMessageTime(createdAt, {
      now: Date.now(),
      zone: MESSENGER_TIME_ZONE,
      locale: this.locale,
    });
    runInAction(() => this.later.set(createdAt, text));
  }
}
