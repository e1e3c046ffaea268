import { isApiError } from '../common/api-error.model';
import type { Locale } from '../common/locale.model';
import { fail, ok, type Result } from '../common/result.model';
import type { Bundle, PaymentMethod } from './wallet.model';
import { defaultPaymentMethod, orderPaymentMethods } from './payment-methods';
import { defaultBundle, visibleBundles } from './pricing';
import type { Logger } from '../../ports/logger.port';
import type { MemberApi } from '../../ports/member-api.port';
import type { PaymentApi } from '../../ports/payment-api.port';

/** The size of the method images the drawer shows (SPEC §7 dimension). */
export const METHOD_IMAGE_DIMENSION = '100x100';

export interface CreditsOffer {
  /** The first 5 bundles (SPEC §2). */
  bundles: Bundle[];
  /** The preselected bundle: the one marked default, otherwise the first. */
  defaultBundleId: number | null;
  /** The card and bank methods ordered by provider; the phone method ('dialin') is not among them. */
  methods: PaymentMethod[];
  /** The locale's default method of SPEC §7, among `methods`. */
  defaultMethodId: string | null;
  /** Whether the phone payment ('dialin') is offered. */
  dialIn: boolean;
}

/**
 * What the credits drawer offers: bundles and payment methods, with their defaults for the
 * locale. Fails with 'unavailable' when the bundles cannot be loaded (logged); methods that fail to
 * load are logged only (SPEC §8) and leave the list empty.
 */
export class LoadCreditsOffer {
  constructor(
    private readonly member: MemberApi,
    private readonly payment: PaymentApi,
    private readonly logger: Logger,
  ) {}

  async execute(locale: Locale): Promise<Result<CreditsOffer, { kind: 'unavailable' }>> {
    const [bundles, methods] = await Promise.all([this.bundles(), this.methods()]);
    if (!bundles) return fail({ kind: 'unavailable' });
    const shown = visibleBundles(bundles);
    const cardAndBank = orderPaymentMethods(methods.filter((method) => method.id !== 'dialin'));
    return ok({
      bundles: shown,
      defaultBundleId: defaultBundle(shown)?.id ?? null,
      methods: cardAndBank,
      defaultMethodId: defaultPaymentMethod(cardAndBank, locale)?.id ?? null,
      dialIn: methods.some((method) => method.id === 'dialin'),
    });
  }

  private async bundles(): Promise<Bundle[] | null> {
    try {
      return await this.member.getBundles();
    } catch (error) {
      if (!isApiError(error)) throw error;
      this.logger.error('Bundles load failed', error);
      return null;
    }
  }

  private async methods(): Promise<PaymentMethod[]> {
    try {
      return await this.payment.getPaymentMethods(METHOD_IMAGE_DIMENSION);
    } catch (error) {
      if (!isApiError(error)) throw error;
      this.logger.error('Payment options load failed', error);
      return [];
    }
  }
}
