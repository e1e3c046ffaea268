import type { App } from '../../../../composition/app';
import type { AppConfig } from '../../../../composition/app-config';
import { keptQuery, parseQuery } from '../../../../core/common/query';
import { useApp, useFeature } from '../../../app/app-context';
import { useShell } from '../../../app/shell-context';
import { useViewModel } from '../../../app/use-view-model';
import type { ShellViewModel } from '../../shell';
import { connectDialIn } from '../view-models/dial-in-frame';
import { DialInViewModel } from '../view-models/dial-in.view-model';

/** The sandbox serves the browser's lander configs on the site's own origin, under /sandbox (see backend-config). */
function onSandbox(config: AppConfig): boolean {
  return config.backend.storageUrl.startsWith('/sandbox/');
}

/**
 * The dial-in drawer's view model, with the feature's use-cases (the drawer is lazy: its Suspense
 * boundary waits for the feature). It follows the tab's flow while the drawer is open.
 */
export function useDialIn(): DialInViewModel {
  const dialIn = useFeature('dialIn');
  const app = useApp();
  const shell = useShell();
  return useViewModel(
    () =>
      new DialInViewModel(dialIn, {
        flow: connectDialIn(shell, dialIn.dialInFlow),
        username: () => shell.member?.username ?? null,
        // The drawer renders only in the browser, after a click or a reopen.
        params: Object.fromEntries(keptQuery(parseQuery(window.location.search))),
        sandbox: onSandbox(app.config),
        close: () => shell.closeDrawer('dialIn'),
      }),
    (vm) => {
      void vm.open();
      return vm.dispose;
    },
  );
}

/** SPEC §4 on start: the tab's flow, tied to its frame, checks the session kept in the cookie. */
export async function resumeDialIn(shell: ShellViewModel, app: App): Promise<void> {
  const { dialInFlow } = await app.features.dialIn();
  await connectDialIn(shell, dialInFlow).resume();
}
