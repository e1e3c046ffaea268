import type { Logger } from '../../ports/logger.port';

export type LogLevel = 'info' | 'warn' | 'error';

export interface LogEntry {
  level: LogLevel;
  message: string;
  detail: unknown;
}

/** A Logger that records entries so tests can assert on the 'logged only' failures of SPEC §8. */
export class MemoryLogger implements Logger {
  readonly entries: LogEntry[] = [];

  info(message: string, detail?: unknown): void {
    this.entries.push({ level: 'info', message, detail });
  }

  warn(message: string, detail?: unknown): void {
    this.entries.push({ level: 'warn', message, detail });
  }

  error(message: string, detail?: unknown): void {
    this.entries.push({ level: 'error', message, detail });
  }

  /** The messages logged at one level (all levels when omitted). */
  messages(level?: LogLevel): string[] {
    return this.entries.filter((entry) => !level || entry.level === level).map((entry) => entry.message);
  }

  clear(): void {
    this.entries.length = 0;
  }
}
