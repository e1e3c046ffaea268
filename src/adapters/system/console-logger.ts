import type { Logger } from '../../ports/logger.port';

/** Logs to the console with a prefix, so the site's own messages stand out in server logs. */
export class ConsoleLogger implements Logger {
  constructor(private readonly prefix = '[site]') {}

  info(message: string, detail?: unknown): void {
    console.info(this.prefix, message, ...(detail === undefined ? [] : [detail]));
  }

  warn(message: string, detail?: unknown): void {
    console.warn(this.prefix, message, ...(detail === undefined ? [] : [detail]));
  }

  error(message: string, detail?: unknown): void {
    console.error(this.prefix, message, ...(detail === undefined ? [] : [detail]));
  }
}
