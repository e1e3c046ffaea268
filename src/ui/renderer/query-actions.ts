import type { App } from '../../composition/app';
import type { Locale } from '../../core/common/locale.model';
import type { MemberShell } from '../../core/shell/member-shell.model';
import type { ModalName } from '../../core/shell/modals';
import { prefetchModals } from '../features/shell/components/modal-host';
import { whenHydrated } from '../components/common/hydration-boundary';

interface TabFrame {
  seed: (member: MemberShell | null) => void;
  modals: { show: (name: ModalName, props?: Record<string, unknown>) => void };
}

/**
 * What action=login needs after hydration, loaded during it: the account feature (the login), the
 * modals' code (the lander popup, or the login form for a refused token) and the performers
 * feature (the popup's sample pictures). A failed early load is not kept: the first use loads again.
 */
function preloadLogin(app: App): void {
  for (const load of [app.features.account, app.features.performers]) load().catch(() => undefined);
  prefetchModals(document.documentElement.lang);
}

/**
 * The tab's first page: runs its URL's query action (SPEC §2, §4: links from e-mails) after
 * hydration; later pages have none to run. The runner's code loads only for an address with an
 * action, so no other visit pays for it; it loads during hydration, as does what a login needs.
 * Settles when the action has run (at once without one).
 */
export function startQueryAction(
  shell: TabFrame,
  app: App,
  locale: Locale,
  navigate: (url: string) => Promise<void>,
): Promise<void> {
  if (!window.location.search.includes('action=')) return Promise.resolve();
  // The runner's code, and for a login the account feature, load while the page hydrates: only
  // running the action waits for hydration, so the chain after it does not start with downloads.
  const runner = import('./query-action-runner');
  // Handled below once hydrated; until then a failed download must not count as unhandled.
  runner.catch(() => undefined);
  if (/[?&]action=login(?:&|$)/.test(window.location.search)) preloadLogin(app);
  return new Promise((done) =>
    whenHydrated(() => {
      runner
        .then(({ runQueryAction }) =>
          runQueryAction(window.location, locale, {
            account: app.features.account,
            seed: shell.seed,
            showModal: shell.modals.show,
            navigate,
            replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
          }),
        )
        .catch((error: unknown) => app.logger.error('The query action failed', error))
        .finally(done);
    }),
  );
}
