import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppConfig } from '../../../composition/app-config';
import type { AppContainer } from '../../../composition/app-container';
import { TOKENS } from '../../../composition/tokens';
import type { PayDialIn } from '../../../core/use-cases/pay-dial-in.use-case';
import type { StartDialIn } from '../../../core/use-cases/start-dial-in.use-case';
import { useViewModel } from '../../app/container-context';
import { useShell } from '../../app/shell-context';
import { useRoute } from '../../renderer/use-route';
import { connectDialIn } from '../../view-models/dial-in-frame';
import { dialInStatusOf } from '../../view-models/dial-in-status';
import { DialInViewModel } from '../../view-models/dial-in.view-model';
import type { ShellViewModel } from '../../view-models/shell.view-model';
import { Dialog } from '../common/dialog';
import { CountryStep } from '../dial-in/country-step';
import { DialInProgress } from '../dial-in/dial-in-progress';
import { PinStep } from '../dial-in/pin-step';

/** The sandbox serves the browser on the site's own origin, under /sandbox (see backend-config). */
function onSandbox(config: AppConfig): boolean {
  return config.backend.memberUrl.startsWith('/sandbox/');
}

function useDialIn(): DialInViewModel {
  const shell = useShell();
  const route = useRoute();
  return useViewModel(
    (container) =>
      new DialInViewModel({
        start: () => container.getAsync<StartDialIn>(TOKENS.StartDialIn),
        pay: () => container.getAsync<PayDialIn>(TOKENS.PayDialIn),
        flow: () => connectDialIn(shell, container, dialInStatusOf(shell)),
        username: () => shell.member?.username ?? null,
        params: Object.fromEntries(route.kept),
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
  const { locale } = useRoute();
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
      {phase === 'country' && <CountryStep vm={vm} locale={locale} />}
      {phase === 'pin' && <PinStep vm={vm} />}
      <DialInProgress vm={vm} />
    </Dialog>
  );
});

export default DialInDrawer;

// The one chunk of the dial-in UI: the drawer, the status bar and the resume on start load together.
export { DialInStatusBar } from '../dial-in/dial-in-status-bar';

/** SPEC §4 on start: the tab's flow, tied to its frame, checks the session kept in the cookie. */
export async function resumeDialIn(shell: ShellViewModel, container: AppContainer): Promise<void> {
  await (await connectDialIn(shell, container, dialInStatusOf(shell))).resume();
}
