import type { Locale } from '../common/locale.model';
import type { PaymentMethod, PaymentProvider } from './wallet.model';

/** Payment providers and default methods of SPEC §3 and §7 ('Other'). */

/** Provider order: methods are listed by this order. */
export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = ['dialin', 'psp'];

/**
 * Default method id per provider and locale (SPEC §7). `be` is not in the spec: it gets
 * 'mistercash' (Bancontact, the Belgian bank method) from the first provider and the card
 * method 709 from the second.
 */
export const DEFAULT_PAYMENT_METHODS: Record<PaymentProvider, Record<Locale, string>> = {
  dialin: { nl: 'ideal', en: 'creditcard', de: 'creditcard', be: 'mistercash' },
  psp: { nl: '10', en: '709', de: '709', be: '709' },
};

/** The provider of a method id: numeric ids belong to 'psp', all others to 'dialin'. */
export function paymentProvider(methodId: string | number): PaymentProvider {
  return /^\d+$/.test(String(methodId).trim()) ? 'psp' : 'dialin';
}

/** The default method id of a provider for a locale. */
export function defaultPaymentMethodId(provider: PaymentProvider, locale: Locale): string {
  return DEFAULT_PAYMENT_METHODS[provider][locale];
}

/** Methods ordered by provider list (stable within a provider). */
export function orderPaymentMethods<M extends PaymentMethod>(methods: readonly M[]): M[] {
  const rank = (method: M) => PAYMENT_PROVIDERS.indexOf(paymentProvider(method.id));
  return methods
    .map((method, index) => ({ method, index }))
    .sort((a, b) => rank(a.method) - rank(b.method) || a.index - b.index)
    .map(({ method }) => method);
}

/**
 * The preselected method: the locale's default of the first provider present, then of the next
 * provider, otherwise the first method in order; null for no methods.
 */
export function defaultPaymentMethod<M extends PaymentMethod>(
  methods: readonly M[],
  locale: Locale,
): M | null {
  const ordered = orderPaymentMethods(methods);
  for (const provider of PAYMENT_PROVIDERS) {
    const id = defaultPaymentMethodId(provider, locale);
    const found = ordered.find((method) => method.id === id);
    if (found) return found;
  }
  return ordered[0] ?? null;
}

/** The paymentMethod value sent to start a payment: 'id', or 'id:optionId' with an option. */
export function paymentMethodValue(method: Pick<PaymentMethod, 'id'>, optionId?: string | null): string {
  return optionId ? `${method.id}:${optionId}` : method.id;
}
