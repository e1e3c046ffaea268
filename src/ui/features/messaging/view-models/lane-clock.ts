import { makeObservable, observableRef, runInAction } from 'mobx';
import type {
  DateContext,
  DateLabel,
  LaneCalendar,
  ReadDates,
  ZonedDay,
} from '../../../../core/messaging/lane-calendar';

/** A timestamp's day until the zones are loaded: it joins the day before it, or stands alone. */
const UNREAD_DAY: ZonedDay = { key: '', start: NaN, end: NaN };

/**
 * The lane's calendar in the tab: the server's reading of the page's messages, and luxon's for any
 * other timestamp once `load()` has brought it (docs/decisions.md, 60 "Zoned times and date labels
 * with luxon"). The page's first load and its hydration go without luxon, and a timestamp the
 * server read never renders again when luxon comes. One it did not read (a message that came in
 * meanwhile) shows no time for that moment, and only what showed it renders again.
 */
export class LaneClock implements LaneCalendar {
  private zoned: LaneCalendar | null = null;

  constructor(
    private readonly context: DateContext,
    private readonly read: ReadDates,
  ) {
    makeObservable<this, 'zoned'>(this, { zoned: observableRef });
  }

  /** A calendar that has loaded luxon, for a lane that opens after the page (a pop-up). */
  static async loaded(context: DateContext, read: ReadDates): Promise<LaneClock> {
    const clock = new LaneClock(context, read);
    await clock.load();
    return clock;
  }

  async load(): Promise<void> {
    if (this.zoned) return;
    const { zonedCalendar } = await import('../../../../core/messaging/date-labels');
    runInAction(() => {
      this.zoned = zonedCalendar(this.context);
    });
  }

  day(value: string, known?: ZonedDay): ZonedDay {
    const read = this.read.times[value];
    if (read) return { key: read.day, start: NaN, end: NaN };
    return this.zoned?.day(value, known) ?? known ?? UNREAD_DAY;
  }

  label(value: string): DateLabel {
    const read = this.read.times[value];
    const label = read && this.read.labels[read.day];
    // Today's divider shows the time of the message it stands before, which moves up with paging.
    if (label) return label.kind === 'time' ? { kind: 'time', text: read.time } : label;
    return this.zoned?.label(value) ?? { kind: 'date', text: '' };
  }

  time(value: string): string {
    return this.read.times[value]?.time ?? this.zoned?.time(value) ?? '';
  }
}
