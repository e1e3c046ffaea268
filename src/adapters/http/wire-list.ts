import { getDotPath, safeParse, type BaseIssue, type GenericSchema } from 'valibot';
import type { Logger } from '../../ports/logger.port';
import { field, isArray } from './wire';

/** One item left out of a list: where it was and the first thing wrong with it. */
export interface DroppedItem {
  index: number;
  problem: string;
}

function describe(issue: BaseIssue<unknown>): string {
  return `${getDotPath(issue) ?? '(item)'}: ${issue.message}`;
}

/**
 * Reads the lists of response bodies item by item against the model's schema (schemas/, one file
 * per feature). An item that does not fit is left out and logged, so one broken record does not
 * blank a grid or an inbox; a non-empty list of which no item fits is a broken contract, and the
 * call fails as `unexpected` like any other body of the wrong shape (docs/api.md).
 */
export class ListReader {
  constructor(private readonly logger: Logger) {}

  /** A body reader for `call`: the valid items under `key`; `source` names the request in the log. */
  of<T>(schema: GenericSchema<unknown, T>, source: string, key = 'result'): (data: unknown) => T[] {
    return (data) => this.read(data, key, schema, source);
  }

  /** A body reader for `call` of one record: it fits the schema, or the call fails as `unexpected`. */
  one<T>(schema: GenericSchema<unknown, T>, source: string): (data: unknown) => T {
    return (data) => {
      const parsed = safeParse(schema, data);
      if (parsed.success) return parsed.output;
      throw new TypeError(`the answer of ${source} does not fit the model: ${describe(parsed.issues[0])}`);
    };
  }

  read<T>(data: unknown, key: string, schema: GenericSchema<unknown, T>, source: string): T[] {
    const valid: T[] = [];
    const dropped: DroppedItem[] = [];
    field(data, key, isArray).forEach((item, index) => {
      const parsed = safeParse(schema, item);
      if (parsed.success) valid.push(parsed.output);
      else dropped.push({ index, problem: describe(parsed.issues[0]) });
    });
    const [first] = dropped;
    if (!first) return valid;
    if (valid.length === 0) throw new TypeError(`no item of ${source} fits the model: ${first.problem}`);
    this.logger.warn(`Left out ${dropped.length} malformed item(s) of ${source}`, dropped);
    return valid;
  }
}
