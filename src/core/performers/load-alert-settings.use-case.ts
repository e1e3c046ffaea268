import type { Logger } from '../../ports/logger.port';
import type { MemberApi } from '../../ports/member-api.port';
import { fail, ok, type Result } from '../common/result.model';
import type { AlertSettings } from './favourite-alert.model';

/** Reads the member's favourite-alert settings; fails with 'unavailable' (logged). */
export class LoadAlertSettings {
  constructor(
    private readonly member: MemberApi,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<Result<AlertSettings, { kind: 'unavailable' }>> {
    try {
      return ok(await this.member.getAlertSettings());
    } catch (error) {
      this.logger.error('Unable to load the alert settings', error);
      return fail({ kind: 'unavailable' });
    }
  }
}
