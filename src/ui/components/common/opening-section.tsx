import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadedPart } from './lazy-part';

/**
 * A settings section whose body is lazy: the heading, a line and a show/hide button are
 * server-rendered; the body (its code, texts and data) loads only when the member opens it.
 * `texts` is the keys' prefix: `…Title`, `…Text`, `…Show`, `…Hide`, `…Loading`.
 */
export function OpeningSection(props: { texts: string; name: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  const { texts } = props;
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`${texts}Title`)}</h2>
      <p>{t(`${texts}Text`)}</p>
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {t(open ? `${texts}Hide` : `${texts}Show`)}
      </button>
      {open && (
        <div id={panelId}>
          <LoadedPart name={props.name} onFailed={() => setOpen(false)}>
            <Suspense fallback={<p role="status">{t(`${texts}Loading`)}</p>}>{props.children}</Suspense>
          </LoadedPart>
        </div>
      )}
    </section>
  );
}
