import type { App } from '../../composition/app';
import type { Locale } from '../../core/common/locale.model';
import type { MemberShell } from '../../core/shell/member-shell.model';
import type { ModalName } from '../../core/shell/modals';
import { afterHydration } from './after-hydration';

interface TabFrame {
  seed: (member: MemberShell | null) => void;
  modals: { show: (name: ModalName, props?: Record<string, unknown>) => void };
}

/**
 * The tab's first page: runs its URL's query action (SPEC §2, §4: links from e-mails) after
 * hydration; later pages have none to run. The runner's code loads only for an address with an
 * action, so no other visit pays for it.
 */
export function startQueryAction(
  shell: TabFrame,
  app: App,
  locale: Locale,
  navigate: (url: string) => Promise<void>,
): void {
  if (!window.location.search.includes('action=')) return;
  afterHydration(() => {
    import('./query-action-runner')
      .then(({ runQueryAction }) =>
        runQueryAction(window.location, locale, {
          account: app.features.account,
          seed: shell.seed,
          showModal: shell.modals.show,
          navigate,
          replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
        }),
      )
      .catch((error: unknown) => app.logger.error('The query action failed', error));
  });
}
