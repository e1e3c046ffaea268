import { defaultWhiteLabel, type MarketingConfig } from './white-label';

/**
 * A partner file's `marketing` over the defaults, key by key (a file that names one figure keeps
 * the other's default). Each figure is shown to visitors as a number of credits, so one that is
 * not a whole number of 1 or more stops the start, as a typo in a deployment should.
 */
export function marketingOf(file: Partial<MarketingConfig> | undefined): MarketingConfig {
  const marketing = { ...defaultWhiteLabel.marketing, ...file };
  for (const [key, value] of Object.entries(marketing)) {
    if (!Number.isSafeInteger(value) || (value as number) < 1)
      throw new Error(
        `marketing.${key} in WHITE_LABEL_CONFIG must be a whole number of credits, 1 or more, not ${JSON.stringify(value)}`,
      );
  }
  return marketing;
}
