import { PRICES } from '../core/common/constants.model';
import type { Locale } from '../core/common/locale.model';

/** Switches of SPEC §3 that turn parts and routes of the site on or off. */
export interface FeatureFlags {
  messenger: boolean;
  safe: boolean;
  christmasMode: boolean;
  categories: boolean;
}

/** How the site's Content-Security-Policy is sent (docs/decisions.md, 14; ASVS V3.4). */
export interface ContentSecurityConfig {
  /** Origins that may frame the site (`https://partner.example`); none by default. */
  frameAncestors: string[];
  /** Sends the policy as Content-Security-Policy-Report-Only while a partner rolls it out. */
  reportOnly: boolean;
}

/** SPEC §9 figures a partner's marketing names; each a whole number of credits, 1 or more. */
export interface MarketingConfig {
  /** The welcome credits a confirmed e-mail address brings (SPEC §2 welcome popup). */
  doubleOptInWelcomeCredits: number;
  /** What a guest's free chat is worth, said in a free-chat room (SPEC §9's free-teaser text). */
  freeTeaserCredits: number;
}

/** The white-label configuration of SPEC §3: what a partner rebrands. Secrets never live here. */
export interface WhiteLabelConfig {
  id: string;
  name: string;
  domain: string;
  version: string;
  affiliateCode: string;
  features: FeatureFlags;
  marketing: MarketingConfig;
  locales: { code: string; iso: string; file: string; name: string }[];
  /** SPEC §2: browser-language detection, first in the order of language choice, when enabled. */
  detectBrowserLanguage: boolean;
  /** Host names bound to a locale (lower case), for partners with one domain per language. */
  domains: Record<string, Locale>;
  /** 'whitelabel' frames grid pages with the partner's header image and SEO content (SPEC §2). */
  layout: 'default' | 'whitelabel';
  /** Header image of the white-label layout (an own-site path or https URL), if any. */
  headerImage: string | null;
  /** SPEC §2 nav modes of the member and language menus. */
  navMode: 'default' | 'whitelabel';
  theme: { primary: string; accent: string; background: string; surface: string; text: string };
  footerLinks: { affiliate: string; company: string; earnMoney: string; social: string[] };
  /** Where "I am under 18" on the age gate leads: a neutral https page off the site. */
  ageGateExit: string;
  /** The company name a member's bank or card statement shows for a purchase: neutral, never the site's. */
  billingName: string;
  contentSecurity: ContentSecurityConfig;
  /**
   * The backend's VAPID public key (base64url, uncompressed P-256), with which browsers subscribe
   * to Web Push (docs/decisions.md, 81); the private key stays with the backend.
   */
  vapidPublicKey: string;
}

export const defaultWhiteLabel: WhiteLabelConfig = {
  id: 'camsite',
  name: 'LiveCams',
  domain: 'localhost',
  version: '4.0',
  affiliateCode: '61',
  features: { messenger: true, safe: true, christmasMode: false, categories: false },
  marketing: { doubleOptInWelcomeCredits: PRICES.welcomeCredits, freeTeaserCredits: PRICES.teaserCredits },
  locales: [
    { code: 'nl', iso: 'nl-NL', file: 'nl.json', name: 'Nederlands' },
    { code: 'en', iso: 'en-GB', file: 'en.json', name: 'English' },
    { code: 'de', iso: 'de-DE', file: 'de.json', name: 'Deutsch' },
    { code: 'be', iso: 'nl-BE', file: 'nl-BE.json', name: 'Vlaams' },
  ],
  detectBrowserLanguage: false,
  domains: {},
  layout: 'default',
  headerImage: null,
  navMode: 'default',
  // Contrast checked against white text / dark background (WCAG AA).
  theme: {
    primary: '#b0124a',
    accent: '#ffb400',
    background: '#14121a',
    surface: '#221f2b',
    text: '#f4f2f7',
  },
  // The partner's own pages (company details, affiliate programme, performer sign-up): none by
  // default, and the footer shows only the links a partner configures (docs/decisions.md, 62).
  footerLinks: {
    affiliate: '',
    company: '',
    earnMoney: '',
    social: [],
  },
  // A search engine's front page: neutral, and nothing on it names the site left (decisions, 77).
  ageGateExit: 'https://www.google.com/',
  // What the payment provider's merchant account names; a partner sets its own company's.
  billingName: 'MS Online Services B.V.',
  contentSecurity: { frameAncestors: [], reportOnly: false },
  // The sandbox's: it sends no pushes (there is no push service), so its private half is unused.
  vapidPublicKey: 'BCz7FdRRkQFIUIlMJ4ueVryyZNwwukx-f1jlMMprMH_5XNd9TpsjuT3FkSG-n26Ce6jE5DVL1-JcOqFrRycLcQY',
};
