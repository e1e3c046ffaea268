/** SPEC §1, §6: crawlers are recognised by user agent (their wallet is never validated). */
const CRAWLER_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|pinterest|vkshare|w3c_validator|whatsapp|headlesschrome\/.*lighthouse/i;

/** True for a search engine, link previewer or other robot; false for an empty agent. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && CRAWLER_PATTERN.test(userAgent);
}
