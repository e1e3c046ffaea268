import type { App } from '../../../../composition/app';
import type { AppConfig } from '../../../../composition/app-config';
import type { DialInFlow } from '../../../../core/dial-in/dial-in-flow';
import { keptQuery, parseQuery } from '../../../../core/common/query';
import { useApp, useFeature } from '../../../app/app-context';
import { useShell } from '../../../app/shell-context';
import { useViewModel } from '../../../app/use-view-model';
import type { ShellViewModel } from '../../shell';
import { DialInStatusBar } from '../components/dial-in-status-bar';
import { connectDialIn } from '../view-models/dial-in-frame';
import { dialInStatusOf } from '../view-models/dial-in-status';
import { DialInViewModel } from '../view-models/dial-in.view-model';

/** The sandbox serves the browser's lander configs on the site's own origin, under /sandbox (see backend-config). */
function onSandbox(config: AppConfig): boolean {
  return config.backend.storageUrl.startsWith('/sandbox/');
}

/** The tab's flow tied to its frame; the frame gets the status bar with it (one chunk for both). */
function frameFlow(shell: ShellViewModel, flow: DialInFlow): DialInFlow {
  const status = dialInStatusOf(shell);
  status.bar = DialInStatusBar;
  return connectDialIn(shell, flow, status);
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
        flow: frameFlow(shell, dialIn.dialInFlow),
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
  await frameFlow(shell, dialInFlow).resume();
}
