import type { Analytics } from '../../ports/analytics.port';

export interface RecordedEvent {
  event: string;
  data: Record<string, unknown>;
}

/** An Analytics port that keeps every pushed event, for tests. */
export class RecordingAnalytics implements Analytics {
  readonly events: RecordedEvent[] = [];

  push(event: string, data: Record<string, unknown>): void {
    this.events.push({ event, data: structuredClone(data) });
  }

  /** The data of every event with this name, oldest first. */
  named(event: string): Record<string, unknown>[] {
    return this.events.filter((entry) => entry.event === event).map((entry) => entry.data);
  }

  clear(): void {
    this.events.length = 0;
  }
}
