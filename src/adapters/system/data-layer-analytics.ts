import type { Analytics } from '../../ports/analytics.port';

type DataLayerHost = { dataLayer?: Record<string, unknown>[] };

/** Pushes events to a tag manager's `dataLayer` array (created when the tag script is absent). */
export class DataLayerAnalytics implements Analytics {
  constructor(private readonly host: DataLayerHost) {}

  push(event: string, data: Record<string, unknown>): void {
    this.host.dataLayer ??= [];
    this.host.dataLayer.push({ event, ...data });
  }
}

/** The server has no tag manager: events are dropped there on purpose. */
export class NoAnalytics implements Analytics {
  push(): void {}
}
