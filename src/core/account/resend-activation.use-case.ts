import { ERROR_LABELS, hasLabel } from '../common/api-error.model';
import { fail, ok, type Result } from '../common/result.model';
import type { MemberApi } from '../../ports/member-api.port';

/**
 * Mails the logged-in member a new verification link (SPEC §2). Fails with 'alreadyVerified';
 * any other failure throws (the button goes back to its first state, SPEC §8).
 */
export class ResendActivation {
  constructor(private readonly member: MemberApi) {}

  async execute(): Promise<Result<true, { kind: 'alreadyVerified' }>> {
    try {
      await this.member.resendActivation();
    } catch (error) {
      if (hasLabel(error, ERROR_LABELS.activationVerified)) return fail({ kind: 'alreadyVerified' });
      throw error;
    }
    return ok(true);
  }
}
