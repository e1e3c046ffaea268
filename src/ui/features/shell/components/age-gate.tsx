import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';
import { useRoute } from '../../../renderer/use-route';
import { useSite } from '../../../renderer/use-site';
import { Dialog } from '../../../components/common/dialog';
import { useConfirmAge } from '../hooks/use-confirm-age';

/**
 * SPEC §2 age gate (splash6=true, age not yet confirmed). Rendered in the page's HTML, so it is
 * there before any script runs; it closes only by confirming. Declining is a plain link off the
 * site, without a referrer (docs/decisions.md, 77).
 */
export const AgeGate = observer(function AgeGate() {
  const { t } = useTranslation();
  const shell = useShell();
  const site = useSite();
  const confirmAge = useConfirmAge();
  const route = useRoute();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    await confirmAge();
    shell.modals.close('ageVerification');
  }

  return (
    <Dialog title={t('ageGate.title')} renderedOpen className="age-gate">
      <p>{t('ageGate.text', { site: site.name })}</p>
      {/* A plain form, so the answer counts even when given before the page's script runs. */}
      <form method="post" action="/age-verification" onSubmit={(event) => void handleSubmit(event)}>
        <input type="hidden" name="path" value={route.current} />
        <button type="submit" className="button">
          {t('ageGate.confirm')}
        </button>
      </form>
      <a href={site.ageGateExit} rel="noreferrer" className="button button--ghost">
        {t('ageGate.decline')}
      </a>
    </Dialog>
  );
});
