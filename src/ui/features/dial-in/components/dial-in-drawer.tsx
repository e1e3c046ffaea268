import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppConfig } from '../../../../composition/app-config';
import type { AppContainer } from '../../../../composition/app-container';
import { TOKENS } from '../../../../composition/tokens';
import type { PayDialIn } from '../../../../core/dial-in/pay-dial-in.use-case';
import type { StartDialIn } from '../../../../core/dial-in/start-dial-in.use-case';
import { useViewModel } from '../../../app/container-context';
import { useShell } from '../../../app/shell-context';
import { keptQuery, parseQuery } from '../../../../core/common/query';
import { connectDialIn } from '../view-models/dial-in-frame';
import { dialInStatusOf } from '../view-models/dial-in-status';
import { DialInViewModel } from '../view-models/dial-in.view-model';
import type { ShellViewModel } from '../../shell';
import { Dialog } from '../../../components/common/dialog';
import { CountryStep } from './country-step';
import { DialInProgress } from './dial-in-progress';
import { DialInStatusBar } from './dial-in-status-bar';
import { PinStep } from './pin-step';

/** The sandbox serves the browser on the site's own origin, under /sandbox (see backend-config). */
function onSandbox(config: AppConfig): boolean {
  return config.backend.memberUrl.startsWith('/sandbox/');
}

/** The tab's flow tied to its frame; the frame gets the status bar with it (one chunk for both). */
function frameFlow(shell: ShellViewModel, container: AppContainer) {
  const status = dialInStatusOf(shell);
  status.bar = DialInStatusBar;
  return connectDialIn(shell, container, status);
}

function useDialIn(): DialInViewModel {
  const shell = useShell();
  return useViewModel(
    (container) =>
      new DialInViewModel({
        start: () => container.getAsync<StartDialIn>(TOKENS.StartDialIn),
        pay: () => container.getAsync<PayDialIn>(TOKENS.PayDialIn),
        flow: () => frameFlow(shell, container),
        username: () => shell.member?.username ?? null,
        // The drawer renders only in the browser, after a click or a reopen.
        params: Object.fromEntries(keptQuery(parseQuery(window.location.search))),
        sandbox: onSandbox(container.get<AppConfig>(TOKENS.AppConfig)),
        close: () => shell.closeDrawer('dialIn'),
      }),
  );
}

/**
 * The dial-in drawer (SPEC §2): pay for chat by phone in two steps, country and number, then the
 * pin, and the session's progress after it. Loaded on demand by the drawer host.
 */
export const DialInDrawer = observer(function DialInDrawer() {
  const { t } = useTranslation();
  const vm = useDialIn();
  useEffect(() => {
    void vm.open();
    return vm.dispose;
  }, [vm]);
  const phase = vm.phase;
  return (
    <Dialog
      title={t('dialIn.title')}
      variant="drawer-right"
      className="dial-in-drawer"
      onClose={() => void vm.close()}
    >
      {vm.sessionLost && (
        <p className="form-error" role="alert">
          {t('dialIn.sessionNotFound')}
        </p>
      )}
      {phase === 'country' && <CountryStep vm={vm} />}
      {phase === 'pin' && <PinStep vm={vm} />}
      <DialInProgress vm={vm} />
    </Dialog>
  );
});

export default DialInDrawer;

/** SPEC §4 on start: the tab's flow, tied to its frame, checks the session kept in the cookie. */
export async function resumeDialIn(shell: ShellViewModel, container: AppContainer): Promise<void> {
  await (await frameFlow(shell, container)).resume();
}
