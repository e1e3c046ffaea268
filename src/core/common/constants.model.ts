/** Business constants of SPEC §9. */
export const PRICES = {
  privateMessageCredits: 60,
  chatCreditsPerMinute: 60,
  vipCreditsPerSecond: 4,
  phoneEuroPerMinute: 0.8,
  welcomeCredits: 120,
  teaserCredits: 60,
  baseDiscountPrice: 0.99,
} as const;

export const LIMITS = {
  tipMin: 100,
  tipMax: 100000,
  usernameMin: 4,
  usernameMax: 14,
  nicknameMin: 4,
  nicknameMax: 20,
  passwordMin: 6,
  passwordMax: 32,
  recoveryMin: 4,
  chatMessageMax: 250,
  privateMessageMax: 255,
  uploadMaxBytes: 5242880,
  bundleListMax: 5,
  unreadShownMax: 99,
  inboxPageSize: 20,
  suggestionPageSize: 10,
  performerPageSize: 60,
  autocompleteMinExclusive: 2,
  popupMax: 3,
  openConversationsMax: 4,
  bubblesMax: 7,
  mobileMaxWidth: 1024,
} as const;

export const IVR_DEFAULTS = { tariff: 0.8, ttlSeconds: 60, flag: 'nl' } as const;
export const AFFILIATE_CODE = '61';
export const WHITE_LABEL_VERSION = '4.0';
/** Query parameters kept on navigation (SPEC §2). */
export const KEPT_QUERY_KEYS = ['p', 'pi', 'click_id', 'offer_id', 'splash6'] as const;
