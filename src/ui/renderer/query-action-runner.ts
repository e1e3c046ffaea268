import type { Locale } from '../../core/common/locale.model';
import type { MemberShell } from '../../core/shell/member-shell.model';
import { localizedPath } from '../../core/shell/locale.rules';
import type { ModalName } from '../../core/shell/modals';
import { buildQuery, keptQuery, parseQuery } from '../../core/common/query';
import { parseQueryAction, withoutActionKeys, type QueryAction } from '../../core/account/query-actions';
import type { AccountFeature } from '../../composition/features/account';

/** What running a query action needs: the account feature of action=login and the frame. */
export interface QueryActionDependencies {
  /** Loaded by action=login only: the other actions open a modal, which loads what it needs. */
  account: () => Promise<Pick<AccountFeature, 'loginWithToken' | 'restoreMember'>>;
  seed: (member: MemberShell | null) => void;
  showModal: (name: ModalName, props?: Record<string, unknown>) => void;
  navigate: (url: string) => Promise<void> | void;
  /** Replaces the address bar's URL without a navigation. */
  replaceUrl: (url: string) => void;
}

/**
 * Runs the query action of a page's URL (SPEC §2, §4), once: the address loses the action's keys
 * first (a reload or a shared address must not repeat it). action=login logs in with the token,
 * opens the lander popup for an unverified member and goes home with the kept query (a refused
 * token opens the login form instead); action=validate opens the verification dialog and
 * action=resetpassword the reset-password dialog, which do the rest. Returns the action run.
 */
export async function runQueryAction(
  url: { pathname: string; search: string; hash?: string },
  locale: Locale,
  deps: QueryActionDependencies,
): Promise<QueryAction> {
  const query = parseQuery(url.search);
  const action = parseQueryAction(query);
  if (!action) return null;
  deps.replaceUrl(`${url.pathname}${buildQuery(withoutActionKeys(query))}${url.hash ?? ''}`);
  switch (action.kind) {
    case 'login': {
      const { loginWithToken, restoreMember } = await deps.account();
      const login = await loginWithToken.execute({ token: action.token });
      if (!login.ok) {
        deps.showModal('login');
        break;
      }
      const member = await restoreMember.execute();
      deps.seed(member);
      // The popup opens before the navigation home, not after it: the modal host outlives the
      // page, so its code and the lander's texts load while the home page loads, instead of
      // waiting for the whole navigation and the home grid's render (seconds on a busy phone).
      if (member && !member.verified) deps.showModal('lander');
      await deps.navigate(`${localizedPath('/', locale)}${buildQuery(keptQuery(query))}`);
      break;
    }
    case 'validate':
      deps.showModal('verifyEmail', { token: action.token });
      break;
    case 'resetPassword':
      deps.showModal('resetPassword', { token: action.token, password: action.password });
      break;
  }
  return action;
}
