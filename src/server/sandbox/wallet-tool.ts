import { Hono } from 'hono';
import type { FakeBackend } from '../../adapters/fake/fake-backend';
import { RequestCookieStorage } from '../../adapters/storage/request-cookie-storage';
import { ServerAuthCookieStorage } from '../../adapters/storage/server-auth-cookie-storage';
import { readAuthState } from '../../core/account/auth-state';
import { formatCredits } from '../../core/wallet/pricing';
import { errorResponse, validationError } from './sandbox-errors';
import { html, sendPage } from './tool-html';

/** The member's token: the HttpOnly cookie's (either name, the sandbox does not know which the site uses). */
function authToken(cookieHeader: string | undefined): string | null {
  for (const secure of [true, false]) {
    const cookies = new ServerAuthCookieStorage(new RequestCookieStorage(cookieHeader, secure), secure);
    const auth = readAuthState(cookies);
    if (auth.loggedIn) return auth.token;
  }
  return null;
}

/**
 * /sandbox/wallet: the wallet service of SPEC §7 ('Other'), no api key. POST /validate with the
 * login token, GET /payment/ajax/auto-login?origin= for guests, and the legacy wallet's page.
 */
export function walletTool(backend: FakeBackend): Hono {
  const tool = new Hono();
  tool.post('/validate', async (c) => {
    try {
      const body: unknown = await c.req.json().catch(() => null);
      const token = (body as { token?: unknown } | null)?.token;
      if (typeof token !== 'string' || token.length > 2000) throw validationError('token is required');
      return c.json(await backend.session().wallet.validate(token), 200);
    } catch (error) {
      return errorResponse(c, error);
    }
  });
  tool.get('/payment/ajax/auto-login', async (c) => {
    try {
      await backend.session().wallet.autoLogin((c.req.query('origin') ?? '').slice(0, 500));
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true }, 200);
    } catch (error) {
      return errorResponse(c, error);
    }
  });
  tool.get('/', (c) => {
    const token = authToken(c.req.header('cookie'));
    const memberId = token ? backend.world.memberIdFromToken(token) : null;
    const body =
      memberId === null
        ? html`<p>Log in on the site first: the wallet shows the balance of the member logged in there.</p>`
        : html`<p>Balance: ${formatCredits(backend.world.creditsOf(memberId))} credits.</p>
            <p>
              This stands in for a partner's legacy wallet service, which legacy members open from the site.
            </p>`;
    return sendPage(c, 'Wallet', body);
  });
  return tool;
}
