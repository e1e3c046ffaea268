import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../app/shell-context';

/** The navigation progress bar (SPEC §4): a thin bar at the top while a page loads. */
export const ProgressBar = observer(function ProgressBar() {
  const { t } = useTranslation();
  const { progress } = useShell();
  if (progress.state === 'hidden') return null;
  return (
    <div
      className={`progress-bar progress-bar--${progress.state}`}
      role="progressbar"
      aria-label={t(progress.state === 'failed' ? 'common.loadFailed' : 'common.loading')}
    />
  );
});
