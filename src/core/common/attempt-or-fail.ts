import type { Logger } from '../../ports/logger.port';
import { attempt, type LabelMap } from './attempt';
import { fail, type Result } from './result.model';

/** A failure nobody expected (the network, the backend, a bug): the visitor may try again. */
export type Unexpected = { kind: 'failed' };

/**
 * attempt() for a command the visitor may simply try again (a tip, a VIP request): the expected
 * failures by label as attempt() gives them, and anything else `{ kind: 'failed' }` with its cause
 * logged as `what` failed, so no caller is left waiting on a rejection.
 */
export async function attemptOrFail<T, E extends { kind: string }>(
  call: () => Promise<T>,
  labels: LabelMap<E>,
  logger: Logger,
  what: string,
): Promise<Result<T, E | Unexpected>> {
  try {
    return await attempt(call, labels);
  } catch (error) {
    logger.error(`${what} failed`, error);
    return fail({ kind: 'failed' });
  }
}
