import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart, LoadedPart } from '../../../components/common/lazy-part';

const Statement = lazyPart(() => import('./statement'));

/**
 * The settings page's statement: a heading and a button, server-rendered; the statement itself
 * (its code, texts and data) loads only when the member opens it.
 */
export function StatementSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('settings.statementTitle')}</h2>
      <p>{t('settings.statementText')}</p>
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {t(open ? 'settings.statementHide' : 'settings.statementShow')}
      </button>
      {open && (
        <div id={panelId}>
          <LoadedPart name="statement" onFailed={() => setOpen(false)}>
            <Suspense fallback={<p role="status">{t('settings.statementLoading')}</p>}>
              <Statement />
            </Suspense>
          </LoadedPart>
        </div>
      )}
    </section>
  );
}
