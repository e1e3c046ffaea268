import { defaultWhiteLabel } from './white-label';

/**
 * A partner file's `ageGateExit`, else the default. The link is how the age gate sends a minor
 * away, so a value that is not an absolute https URL (a typo, a path back into the site) stops the
 * start rather than leaving the visitor on the site.
 */
export function ageGateExitOf(value: unknown): string {
  if (value === undefined) return defaultWhiteLabel.ageGateExit;
  const url = typeof value === 'string' && URL.canParse(value) ? new URL(value) : null;
  if (url?.protocol !== 'https:')
    throw new Error(`ageGateExit in WHITE_LABEL_CONFIG must be an https URL, not ${JSON.stringify(value)}`);
  return url.href;
}
