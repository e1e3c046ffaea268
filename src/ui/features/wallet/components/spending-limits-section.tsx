import { lazyPart } from '../../../components/common/lazy-part';
import { OpeningSection } from '../../../components/common/opening-section';

const SpendingLimits = lazyPart(() => import('./spending-limits'));

/** The settings page's spending limits and pause, loaded when the member opens them. */
export function SpendingLimitsSection() {
  return (
    <OpeningSection texts="settings.limits" name="spending limits">
      <SpendingLimits />
    </OpeningSection>
  );
}
