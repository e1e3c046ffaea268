import { navigate } from 'vike/client/router';
import { useApp } from '../../../app/app-context';
import { useShell } from '../../../app/shell-context';
import { useViewModel } from '../../../app/use-view-model';
import { useRoute } from '../../../renderer/use-route';
import { DeleteAccountViewModel } from '../view-models/delete-account.view-model';

/** The query string of the page's URL ('?p=61'), which Logout reads the kept parameters from. */
function queryOf(url: string): string {
  return url.includes('?') ? url.slice(url.indexOf('?')) : '';
}

/**
 * The settings page's account deletion. The page is server-rendered, so the account feature
 * loads with the confirmation, not with the page.
 */
export function useDeleteAccount(): DeleteAccountViewModel {
  const app = useApp();
  const shell = useShell();
  const route = useRoute();
  return useViewModel(
    () =>
      new DeleteAccountViewModel(
        app.features.account,
        () => ({ locale: route.locale, query: queryOf(route.current) }),
        (location) => {
          // Gone as a member at once, like a logout, then home (SPEC §4).
          shell.seed(null);
          shell.modals.closeAll();
          void navigate(location);
        },
      ),
  );
}
