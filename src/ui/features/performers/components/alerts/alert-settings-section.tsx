import { lazyPart } from '../../../../components/common/lazy-part';
import { OpeningSection } from '../../../../components/common/opening-section';

const AlertSettings = lazyPart(() => import('./alert-settings'));

/** The settings page's favourite alerts, loaded when the member opens them. */
export function AlertSettingsSection() {
  return (
    <OpeningSection texts="settings.alerts" name="alert settings">
      <AlertSettings />
    </OpeningSection>
  );
}
