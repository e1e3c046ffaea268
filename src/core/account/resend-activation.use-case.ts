import { ERROR_LABELS } from '../common/api-error.model';
import { attempt, type LabelMap } from '../common/attempt';
import { ok, type Result } from '../common/result.model';
import type { MemberApi } from '../../ports/member-api.port';

type ResendActivationError = { kind: 'alreadyVerified' };

const FAILURES: LabelMap<ResendActivationError> = {
  [ERROR_LABELS.activationVerified]: { kind: 'alreadyVerified' },
};

/**
 * Mails the logged-in member a new verification link (SPEC §2). Fails with 'alreadyVerified';
 * any other failure throws (the button goes back to its first state, SPEC §8).
 */
export class ResendActivation {
  constructor(private readonly member: MemberApi) {}

  async execute(): Promise<Result<true, ResendActivationError>> {
    const sent = await attempt(() => this.member.resendActivation(), FAILURES);
    return sent.ok ? ok(true) : sent;
  }
}
