import type { DialInCountry } from '../../../core/dial-in/dial-in.model';
import type { LanderConfig } from '../../../core/account/lander.model';
import type { Bundle, PaymentOption, PaymentProvider } from '../../../core/wallet/wallet.model';

/** Credit bundles (SPEC §3): cost in euro cents; one preselected ('default'), a best deal and the most bought. */
export const BUNDLES: readonly Bundle[] = [
  { id: 101, name: 'Starter', cost: 499, credits: 300, currency: 'EUR', meta: { classes: '' } },
  { id: 102, name: 'Basic', cost: 999, credits: 640, currency: 'EUR', meta: { classes: '' } },
  { id: 103, name: 'Plus', cost: 1999, credits: 1350, currency: 'EUR', meta: { classes: 'default' } },
  { id: 104, name: 'Premium', cost: 2999, credits: 2100, currency: 'EUR', meta: { classes: 'mostBought' } },
  { id: 105, name: 'Gold', cost: 4999, credits: 3700, currency: 'EUR', meta: { classes: 'bestDeal' } },
  { id: 106, name: 'Platinum', cost: 9999, credits: 7800, currency: 'EUR', meta: { classes: '' } },
];

const BANKS: PaymentOption[] = [
  { id: 'ABNANL2A', name: 'ABN AMRO' },
  { id: 'INGBNL2A', name: 'ING' },
  { id: 'RABONL2U', name: 'Rabobank' },
  { id: 'SNSBNL2A', name: 'SNS' },
  { id: 'ASNBNL21', name: 'ASN Bank' },
  { id: 'BUNQNL2A', name: 'bunq' },
];

export interface MethodSpec {
  id: string;
  name: string;
  options: PaymentOption[];
}

/**
 * Payment methods in provider order (SPEC §7 'Other'). The first provider is the dial-in-oriented
 * one: its ids are words (creditcard, ideal, mistercash, sofortbanking, and 'dialin', the phone
 * payment that opens the dial-in view). The second is the card and bank provider with numeric
 * ids. The provider of a method is derived from its id, as SPEC §3 says, never stored.
 */
export const PAYMENT_METHODS: readonly MethodSpec[] = [
  { id: 'creditcard', name: 'Creditcard', options: [] },
  { id: 'ideal', name: 'iDEAL', options: BANKS },
  { id: 'mistercash', name: 'Bancontact / Mister Cash', options: [] },
  { id: 'sofortbanking', name: 'Sofortbanking', options: [] },
  { id: 'dialin', name: 'Bellen', options: [] },
  { id: '709', name: 'Visa / Mastercard', options: [] },
  { id: '10', name: 'iDEAL', options: BANKS },
  { id: '436', name: 'Bancontact', options: [] },
  { id: '595', name: 'Sofort', options: [] },
];

export function providerOf(methodId: string): PaymentProvider {
  return /^\d+$/.test(methodId) ? 'psp' : 'dialin';
}

/** Phone numbers for the dial-in flow (SPEC §9: NL, BE, DE at 0.80 euro a minute). */
export const DIAL_IN_LINES: Record<DialInCountry, { number: string; display: string }> = {
  NL: { number: '09007700123', display: '0900 - 770 0123' },
  BE: { number: '090523456', display: '0905 - 23 456' },
  DE: { number: '09005110220', display: '09005 - 110 220' },
};

/** Landers of the configuration file (SPEC §3): a default one and one with the special layout. */
export const LANDERS: readonly LanderConfig[] = [
  {
    id: 'default',
    layout: 'default',
    media: { mediaLeft: '', mediaRight: '', amount: '' },
    i18n: {
      nl: { title: 'Claim je welkomstcredits', subtitle: 'Bevestig je e-mailadres', button: 'Nu claimen' },
      en: {
        title: 'Claim your welcome credits',
        subtitle: 'Confirm your e-mail address',
        button: 'Claim now',
      },
    },
  },
  {
    id: 'toy-promo',
    layout: 'special',
    media: {
      mediaLeft: '/sandbox/media/lander/left.svg',
      mediaRight: '/sandbox/media/lander/right.svg',
      amount: '/sandbox/media/lander/amount.svg',
    },
    i18n: {
      nl: {
        performerName: 'Anouk',
        title: 'Jouw credits staan klaar',
        title2: 'Speel mee met de TOY',
        subtitle: 'Bevestig je e-mailadres om ze te ontvangen',
        button: 'Stuur mij de credits',
        creditsSent: 'De e-mail is verstuurd!',
        noEmail: 'Geen e-mail ontvangen?',
        or: 'of',
        change: 'wijzig je e-mailadres',
      },
      en: {
        performerName: 'Anouk',
        title: 'Your credits are waiting',
        title2: 'Play along with the TOY',
        subtitle: 'Confirm your e-mail address to receive them',
        button: 'Send me the credits',
        creditsSent: 'The e-mail has been sent!',
        noEmail: 'No e-mail received?',
        or: 'or',
        change: 'change your e-mail address',
      },
    },
  },
];
