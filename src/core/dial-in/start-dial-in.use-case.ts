import type { DialInCountry, DialInNumber, IvrSession } from './dial-in.model';
import { defaultDialInCountry, DIAL_IN_PROVIDER } from './dial-in.rules';
import type { Clock } from '../../ports/clock.port';
import type { DialInApi } from '../../ports/dial-in-api.port';
import type { Geolocation } from '../../ports/geolocation.port';
import type { Logger } from '../../ports/logger.port';
import type { KeyValueStorage } from '../../ports/storage.port';
import { cacheIvr, readCachedIvr } from './dial-in-storage';

export interface StartDialInInput {
  /** The country chosen in the drawer; null: the visitor's own (geolocation), else NL. */
  country: DialInCountry | null;
}

export interface DialInStart {
  country: DialInCountry;
  /** The numbers by country (flags, numbers, tariffs); empty when they could not be fetched. */
  numbers: DialInNumber[];
  /** The session whose number to call; null when it could not be fetched. */
  ivr: IvrSession | null;
}

/**
 * Step 1 of the phone payment (SPEC §2 dial-in drawer): the country (the visitor's by
 * geolocation when it is NL, BE or DE, else NL), the numbers and an IVR session for that country.
 * The IVR session is cached in session storage and reused until it expires (SPEC §9); the
 * numbers and the visitor's country are fetched once. Never fails: SPEC §8 reports IVR and number
 * fetch failures (logged) without UI, so the missing part is empty.
 */
export class StartDialIn {
  private numbers: DialInNumber[] | null = null;
  private home: Promise<DialInCountry> | null = null;

  constructor(
    private readonly dialIn: DialInApi,
    private readonly geolocation: Geolocation,
    private readonly session: KeyValueStorage,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(input: StartDialInInput): Promise<DialInStart> {
    const country = input.country ?? (await this.homeCountry());
    const [numbers, ivr] = await Promise.all([this.loadNumbers(), this.ivrFor(country)]);
    return { country, numbers, ivr };
  }

  private homeCountry(): Promise<DialInCountry> {
    this.home ??= this.geolocation.countryCode().then(defaultDialInCountry, (error: unknown) => {
      this.logger.warn('Geolocation failed', error);
      return defaultDialInCountry(null);
    });
    return this.home;
  }

  private async loadNumbers(): Promise<DialInNumber[]> {
    if (this.numbers) return this.numbers;
    try {
      this.numbers = await this.dialIn.getNumbers({ provider: DIAL_IN_PROVIDER });
      return this.numbers;
    } catch (error) {
      this.logger.error('Dial-in numbers failed', error);
      return [];
    }
  }

  private async ivrFor(country: DialInCountry): Promise<IvrSession | null> {
    const cached = readCachedIvr(this.session, country, this.clock.now());
    if (cached) return cached;
    try {
      const ivr = await this.dialIn.getIvrSession({ country });
      cacheIvr(this.session, country, ivr);
      return ivr;
    } catch (error) {
      this.logger.error('IVR session failed', error);
      return null;
    }
  }
}
