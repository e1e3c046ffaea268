import { ERROR_LABELS } from '../common/api-error.model';
import { attempt, type LabelMap } from '../common/attempt';
import type { DialInState } from './dial-in.model';
import { ok, type Result } from '../common/result.model';
import { dialInStep, INITIAL_DIAL_IN_STATE, type DialInStep } from './dial-in.rules';
import type { DialInApi } from '../../ports/dial-in-api.port';
import type { Logger } from '../../ports/logger.port';

export interface VerifyDialInInput {
  /** The session from PayDialIn or the stored dial-in state; null when there is none. */
  session: string | null;
  /** The dial-in state before this check. */
  previous: DialInState;
}

export type VerifyDialInError = { kind: 'sessionNotFound' };

const FAILURES: LabelMap<VerifyDialInError> = { [ERROR_LABELS.sessionNotFound]: { kind: 'sessionNotFound' } };

/**
 * One polling step of the dial-in flow (SPEC §4): asks the backend for the session's state and
 * returns the next state, the loader and the effect to run (poll again in 1 s, activate, end and
 * leave chat, reopen, nothing). Without a session dial-in is off (initial state, loader hidden).
 * An unknown state is logged and changes nothing. Fails with 'sessionNotFound'.
 */
export class VerifyDialIn {
  constructor(
    private readonly dialIn: DialInApi,
    private readonly logger: Logger,
  ) {}

  async execute(input: VerifyDialInInput): Promise<Result<DialInStep, VerifyDialInError>> {
    if (!input.session) return ok({ state: INITIAL_DIAL_IN_STATE, loader: 'hide', effect: { kind: 'none' } });
    const session = input.session;
    const verified = await attempt(() => this.dialIn.verify(session), FAILURES);
    if (!verified.ok) return verified;
    const reply = verified.value;
    const step = dialInStep(input.previous, input.session, reply.state, reply.nickname);
    if (step.effect.kind === 'unknown') this.logger.warn('Unknown dial-in state', reply.state);
    return ok(step);
  }
}
