import { useTranslation } from 'react-i18next';

/**
 * The sandbox ribbon: on every page while the embedded sandbox is the backend, so nobody takes a
 * demo (whose outbox shows login links and whose faults anyone can switch on) for the real site.
 * It sits in the flow at the top and sticks there, so it never covers a control.
 */
export function SandboxRibbon() {
  const { t } = useTranslation();
  return (
    <aside className="sandbox-ribbon" aria-label={t('sandbox.label')}>
      <p>{t('sandbox.ribbon')}</p>
    </aside>
  );
}
