import type { LanderConfig } from './lander.model';
import type { LanderConfigSource } from '../../ports/lander-config.port';
import type { Logger } from '../../ports/logger.port';

export type WelcomeLayout = { layout: 'default' } | { layout: 'lander'; lander: LanderConfig };

/**
 * Chooses the welcome-credits popup's layout (SPEC §2): the special layout of the member's lander
 * from the lander configuration, else the default. A member without a lander gets the default
 * quietly; a lander missing from the configuration, or a configuration that fails to load, gets
 * the default with a warning logged. Never fails.
 */
export class LoadLander {
  constructor(
    private readonly landers: LanderConfigSource,
    private readonly logger: Logger,
  ) {}

  async execute(input: { lander: string | null }): Promise<WelcomeLayout> {
    if (!input.lander) return { layout: 'default' };
    let landers: LanderConfig[];
    try {
      landers = await this.landers.landers();
    } catch (error) {
      this.logger.warn('Unable to load the lander configuration; the default layout is used', error);
      return { layout: 'default' };
    }
    const lander = landers.find((candidate) => candidate.id === input.lander);
    if (!lander) {
      this.logger.warn(`Lander '${input.lander}' is not configured; the default layout is used`);
      return { layout: 'default' };
    }
    // A lander may choose the default layout itself.
    return lander.layout === 'default' ? { layout: 'default' } : { layout: 'lander', lander };
  }
}
