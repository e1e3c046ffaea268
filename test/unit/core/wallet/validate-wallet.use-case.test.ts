import { isCrawler } from '../../../../src/core/shell/crawler';
import { parseQuery } from '../../../../src/core/common/query';
import {
  readWalletCookie,
  ValidateWallet,
  WALLET_STORAGE_KEY,
} from '../../../../src/core/wallet/validate-wallet.use-case';
import type { WalletService } from '../../../../src/ports/wallet-service.port';
import { fakeSetup, logIn, type FakeSetup } from '../../support/fake-setup';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The fake wallet service, recording what it was asked. */
function recording(setup: FakeSetup) {
  const calls: string[] = [];
  const wallet: WalletService = {
    validate: (token) => {
      calls.push('validate');
      return setup.ports.wallet.validate(token);
    },
    autoLogin: (origin) => {
      calls.push(`autoLogin ${origin}`);
      return setup.ports.wallet.autoLogin(origin);
    },
  };
  return {
    calls,
    useCase: new ValidateWallet(wallet, setup.storages.cookie, setup.analytics, setup.logger),
  };
}

const visit = (query = '', userAgent: string | null = CHROME) => ({
  userAgent,
  query: parseQuery(query),
  origin: 'https://www.example.test',
});

describe('ValidateWallet', () => {
  it("auto-logs a guest in once with the site's origin and remembers it for the day", async () => {
    const setup = fakeSetup();
    const { calls, useCase } = recording(setup);
    await expect(useCase.execute(visit('p=61'))).resolves.toBe('autoLogin');
    await expect(useCase.execute(visit())).resolves.toBe('alreadyValidated');
    expect(calls).toEqual(['autoLogin https://www.example.test']);
    expect(readWalletCookie(setup.storages.cookie)).toEqual({ walletValidated: true, validatedFor: 'guest' });
    setup.clock.advance(86_400_000);
    expect(setup.storages.cookie.get(WALLET_STORAGE_KEY)).toBeNull();
  });

  it("validates a member's wallet by token, again after a guest's validation", async () => {
    const setup = fakeSetup();
    const { calls, useCase } = recording(setup);
    await useCase.execute(visit());
    await logIn(setup, 'demo', 'demo1234');
    await expect(useCase.execute(visit())).resolves.toBe('validated');
    await expect(useCase.execute(visit())).resolves.toBe('alreadyValidated');
    expect(calls).toEqual(['autoLogin https://www.example.test', 'validate']);
  });

  it('skips crawlers, visits with a query action, and a guest with click_id', async () => {
    const setup = fakeSetup();
    const { calls, useCase } = recording(setup);
    await expect(useCase.execute(visit('', GOOGLEBOT))).resolves.toBe('crawler');
    await expect(useCase.execute(visit('action=validate&token=x'))).resolves.toBe('action');
    await expect(useCase.execute(visit('click_id=42'))).resolves.toBe('clickId');
    expect(calls).toEqual([]);
    expect(setup.analytics.named('wallet_validation')).toEqual([
      { outcome: 'crawler' },
      { outcome: 'action' },
      { outcome: 'clickId' },
    ]);
  });

  it('logs a failing wallet service and tries again on a later page', async () => {
    const setup = fakeSetup();
    const { useCase } = recording(setup);
    setup.backend.faults.set({ errorRate: 1 });
    await expect(useCase.execute(visit())).resolves.toBe('failed');
    expect(setup.logger.messages('warn')).toEqual(['Wallet validation failed']);
    setup.backend.faults.reset();
    await expect(useCase.execute(visit())).resolves.toBe('autoLogin');
  });
});

describe('isCrawler', () => {
  it.each([GOOGLEBOT, 'Mozilla/5.0 (compatible; bingbot/2.0)', 'facebookexternalhit/1.1', 'DuckDuckBot/1.1'])(
    'recognises %s',
    (agent) => expect(isCrawler(agent)).toBe(true),
  );

  it.each([CHROME, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148', '', null])(
    'lets a person through: %p',
    (agent) => expect(isCrawler(agent)).toBe(false),
  );
});
