import type { Logger } from '../../ports/logger.port';
import type { MemberApi } from '../../ports/member-api.port';
import { fail, ok, type Result } from '../common/result.model';
import type { PushSubscriptionJson } from './favourite-alert.model';

/**
 * Tells the backend that this browser wants Web Push (a subscription) or no longer does (its
 * endpoint); fails with 'unavailable' (logged).
 */
export class SavePushSubscription {
  constructor(
    private readonly member: MemberApi,
    private readonly logger: Logger,
  ) {}

  async execute(
    change: { on: PushSubscriptionJson } | { off: string },
  ): Promise<Result<true, { kind: 'unavailable' }>> {
    try {
      if ('on' in change) await this.member.addPushSubscription(change.on);
      else await this.member.removePushSubscription(change.off);
      return ok(true);
    } catch (error) {
      this.logger.error('Unable to change the push subscription', error);
      return fail({ kind: 'unavailable' });
    }
  }
}
