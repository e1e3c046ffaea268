import { trimmed } from '../core/common/trimmed';
import { defaultWhiteLabel } from './white-label';

/**
 * A partner file's `billingName`, else the default. The credits drawer promises members this name
 * on their statement, so an empty or missing one in a partner's file stops the start rather than
 * promise nothing.
 */
export function billingNameOf(value: unknown): string {
  if (value === undefined) return defaultWhiteLabel.billingName;
  const name = trimmed(value);
  if (!name)
    throw new Error(`billingName in WHITE_LABEL_CONFIG must name a company, not ${JSON.stringify(value)}`);
  return name;
}
