/** The white-label configuration of SPEC §3: what a partner rebrands. Secrets never live here. */
export interface WhiteLabelConfig {
  id: string;
  name: string;
  domain: string;
  version: string;
  affiliateCode: string;
  features: { messenger: boolean; safe: boolean; christmasMode: boolean; categories: boolean };
  marketing: { doubleOptInWelcomeCredits: number };
  locales: { code: string; iso: string; file: string; name: string }[];
  theme: { primary: string; accent: string; background: string; text: string };
  footerLinks: { affiliate: string; company: string; earnMoney: string; social: string[] };
}

export const defaultWhiteLabel: WhiteLabelConfig = {
  id: 'camsite',
  name: 'LiveCams',
  domain: 'localhost',
  version: '4.0',
  affiliateCode: '61',
  features: { messenger: true, safe: true, christmasMode: false, categories: false },
  marketing: { doubleOptInWelcomeCredits: 120 },
  locales: [
    { code: 'nl', iso: 'nl-NL', file: 'nl.json', name: 'Nederlands' },
    { code: 'en', iso: 'en-GB', file: 'en.json', name: 'English' },
    { code: 'de', iso: 'de-DE', file: 'de.json', name: 'Deutsch' },
    { code: 'be', iso: 'nl-BE', file: 'nl-BE.json', name: 'Vlaams' },
  ],
  // Contrast checked against white text / dark background (WCAG AA).
  theme: { primary: '#b0124a', accent: '#ffb400', background: '#14121a', text: '#f4f2f7' },
  footerLinks: {
    affiliate: '/affiliate',
    company: '/company',
    earnMoney: '/become-a-model',
    social: [],
  },
};
