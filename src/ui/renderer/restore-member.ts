import type { Container } from 'inversify';
import { formatCredits } from '../../core/rules/pricing';
import { readAuthState } from '../../core/use-cases/session';
import type { LoginWithToken } from '../../core/use-cases/login-with-token.use-case';
import type { Storages } from '../../ports/storage.port';
import { TOKENS } from '../../composition/tokens';
import type { HeaderMember } from '../components/layout/site-header';

/**
 * The member of this request, from the token stored in the auth cookie (SPEC §4: an already
 * logged-in user has login processed with the stored token). A stale token means a guest.
 */
export async function restoreMember(container: Container): Promise<HeaderMember | null> {
  const auth = readAuthState(container.get<Storages>(TOKENS.Storages).cookie);
  if (!auth.loggedIn || !auth.token) return null;
  try {
    const loginWithToken = await container.getAsync<LoginWithToken>(TOKENS.LoginWithToken);
    const result = await loginWithToken.execute({ token: auth.token });
    if (!result.ok) return null;
    return { username: result.value.username, credits: formatCredits(result.value.credits) };
  } catch {
    // The backend being down must not take the page down: render it for a guest.
    return null;
  }
}
