import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';
import type { LoaderReason } from '../view-models/page-loader.view-model';

/**
 * The page loader (SPEC §2): a spinner with what the site waits for, at the foot of the screen.
 * It covers nothing, so the phone number stays readable while her call is awaited. The live region
 * is always there, so a screen reader hears each change.
 */
export const PageLoader = observer(function PageLoader() {
  const { t } = useTranslation();
  const reason = useShell().loader.current;
  return (
    <div className={`page-loader${reason ? ' page-loader--shown' : ''}`} role="status">
      {reason && (
        <>
          <span className="page-loader__spinner" aria-hidden="true" />
          {t(`loader.${reason}`)}
        </>
      )}
    </div>
  );
});

/** Shows the page loader for `reason` while `waiting` holds, and no longer than the caller lives. */
export function usePageLoader(reason: LoaderReason, waiting: boolean): void {
  const { loader } = useShell();
  useEffect(() => {
    if (!waiting) return;
    loader.show(reason);
    return () => loader.hide(reason);
  }, [loader, reason, waiting]);
}
