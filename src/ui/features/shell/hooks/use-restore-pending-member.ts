import { useEffect } from 'react';
import { readAuthState } from '../../../../core/account/auth-state';
import { pendingMember } from '../../../../core/shell/member-shell.model';
import { useApp } from '../../../app/app-context';
import { useShell } from '../../../app/shell-context';

/**
 * Restores a member the server rendered pending, once hydrated: the frame gets them, or a guest
 * when the backend ended the session meanwhile (the cookie then says logged out), or stays
 * pending while the backend still cannot describe them (the next page asks again).
 */
export function useRestorePendingMember(): void {
  const app = useApp();
  const shell = useShell();
  useEffect(() => {
    app.features
      .account()
      .then(({ restoreMember }) => restoreMember.execute())
      .then((member) => shell.seed(member, pendingMember(member, readAuthState(app.storages.cookie))))
      .catch((error: unknown) => console.error('The member could not be restored', error));
  }, [app, shell]);
}
