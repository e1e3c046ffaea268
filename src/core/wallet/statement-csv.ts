import { DateTime } from 'luxon';
import { entryDay } from './statement-days';
import type { StatementEntry, StatementKind } from './statement.model';

/** The translated words of the file: the header row's six names and each kind's name. */
export interface StatementCsvLabels {
  header: readonly [
    date: string,
    time: string,
    kind: string,
    performer: string,
    quantity: string,
    credits: string,
  ];
  kinds: Readonly<Record<StatementKind, string>>;
}

/** A text field that a spreadsheet would read as a formula ('=', '+', '-', '@', a tab or return first). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field by RFC 4180: quoted when it holds a quote, a separator or a line break, quotes doubled. */
function field(value: string): string {
  return /[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A text from outside (a performer's name): never a formula when a spreadsheet opens the file. */
function text(value: string): string {
  return field(FORMULA_START.test(value) ? `'${value}` : value);
}

/** A whole number of credits or units, without separators. */
function integer(value: number): string {
  return String(Math.trunc(value));
}

/**
 * The statement as CSV (RFC 4180: comma-separated, CRLF line ends, a header row): one row per
 * entry, newest first, with its day ('yyyy-MM-dd') and moment (ISO 8601 to the second, with the offset) in
 * `zone`, its kind's name, the performer, the quantity (minutes, seconds, 1) and the credits as
 * a signed integer. The caller writes it as UTF-8.
 */
export function statementCsv(
  entries: readonly StatementEntry[],
  zone: string,
  labels: StatementCsvLabels,
): string {
  const rows = entries.map((entry) => [
    entryDay(entry, zone),
    DateTime.fromISO(entry.at, { zone }).startOf('second').toISO({ suppressMilliseconds: true }) ?? '',
    text(labels.kinds[entry.kind]),
    text(entry.performer ?? ''),
    integer(entry.quantity),
    integer(entry.credits),
  ]);
  return [labels.header.map(text), ...rows].map((row) => `${row.join(',')}\r\n`).join('');
}
