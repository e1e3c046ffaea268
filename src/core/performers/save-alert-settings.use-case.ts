import type { Logger } from '../../ports/logger.port';
import type { MemberApi } from '../../ports/member-api.port';
import { fail, ok, type Result } from '../common/result.model';
import type { AlertSettings } from './favourite-alert.model';

/**
 * Saves the main switch and the favourites whose alerts are off; answers the backend's settings
 * after the change, or 'unavailable' (logged) with nothing changed.
 */
export class SaveAlertSettings {
  constructor(
    private readonly member: MemberApi,
    private readonly logger: Logger,
  ) {}

  async execute(settings: AlertSettings): Promise<Result<AlertSettings, { kind: 'unavailable' }>> {
    const muted = settings.performers.filter((p) => !p.enabled).map((p) => p.performerId);
    try {
      return ok(await this.member.updateAlertSettings({ enabled: settings.enabled, muted }));
    } catch (error) {
      this.logger.error('Unable to save the alert settings', error);
      return fail({ kind: 'unavailable' });
    }
  }
}
