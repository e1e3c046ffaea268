import { readFileSync } from 'node:fs';
import { defaultWhiteLabel, type FeatureFlags, type WhiteLabelConfig } from './white-label';
import { marketingOf } from './marketing-config';
import { ageGateExitOf } from './age-gate-exit';
import { billingNameOf } from './billing-name';

/**
 * `FEATURES=categories,-messenger`: switches features on (name) or off (-name) for one process,
 * so a partner, a demo or a test run can try a feature without writing a configuration file.
 */
function featureOverrides(list: string | undefined): Partial<FeatureFlags> {
  const overrides: Partial<FeatureFlags> = {};
  for (const item of (list ?? '').split(',').map((part) => part.trim())) {
    const name = item.replace(/^-/, '');
    if (name in defaultWhiteLabel.features) overrides[name as keyof FeatureFlags] = !item.startsWith('-');
  }
  return overrides;
}

/** `CSP_REPORT_ONLY=1` (or `true`) sends the policy report-only; `0`/`false` enforces it. */
function reportOnlyOverride(value: string | undefined): { reportOnly?: boolean } {
  if (value === '1' || value === 'true') return { reportOnly: true };
  if (value === '0' || value === 'false') return { reportOnly: false };
  return {};
}

/**
 * The white label of this process: the defaults, then a partner's JSON file (`WHITE_LABEL_CONFIG`,
 * top-level keys replace the defaults', `features`, `theme`, `marketing` and `contentSecurity`
 * merge key by key), then `FEATURES`, `CSP_REPORT_ONLY` and `VAPID_PUBLIC_KEY`. Bad marketing figures, an age gate
 * exit that is not an https URL and an empty billing name stop the start.
 */
export function whiteLabelFromEnv(env: Record<string, string | undefined>): WhiteLabelConfig {
  const file = env.WHITE_LABEL_CONFIG
    ? (JSON.parse(readFileSync(env.WHITE_LABEL_CONFIG, 'utf8')) as Partial<WhiteLabelConfig>)
    : {};
  return {
    ...defaultWhiteLabel,
    ...file,
    features: { ...defaultWhiteLabel.features, ...file.features, ...featureOverrides(env.FEATURES) },
    theme: { ...defaultWhiteLabel.theme, ...file.theme },
    marketing: marketingOf(file.marketing),
    ageGateExit: ageGateExitOf(file.ageGateExit),
    billingName: billingNameOf(file.billingName),
    vapidPublicKey: env.VAPID_PUBLIC_KEY || file.vapidPublicKey || defaultWhiteLabel.vapidPublicKey,
    contentSecurity: {
      ...defaultWhiteLabel.contentSecurity,
      ...file.contentSecurity,
      ...reportOnlyOverride(env.CSP_REPORT_ONLY),
    },
  };
}
