import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart, LoadedPart } from '../../../../components/common/lazy-part';

const AlertSettings = lazyPart(() => import('./alert-settings'));

/**
 * The settings page's favourite alerts: a heading and a button, server-rendered; the switches
 * (their code, texts and data) load only when the member opens them.
 */
export function AlertSettingsSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('settings.alertsTitle')}</h2>
      <p>{t('settings.alertsText')}</p>
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {t(open ? 'settings.alertsHide' : 'settings.alertsShow')}
      </button>
      {open && (
        <div id={panelId}>
          <LoadedPart name="alert settings" onFailed={() => setOpen(false)}>
            <Suspense fallback={<p role="status">{t('settings.alertsLoading')}</p>}>
              <AlertSettings />
            </Suspense>
          </LoadedPart>
        </div>
      )}
    </section>
  );
}
