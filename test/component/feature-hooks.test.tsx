import { act, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { LoginModal } from '../../src/ui/features/account/components/auth-modals';
import CreditsDrawer from '../../src/ui/features/wallet/components/credits-drawer';
import { localeTexts } from '../../src/ui/i18n/locales';
import { createTestApp } from './render-with-app';

/** An English text of the site by its key. */
function text(key: string): string {
  let node: unknown = localeTexts.en;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`No text ${key}`);
  return node;
}

/** The white-label facts the credits drawer names the site with. */
const SITE = { name: 'LiveCams', welcomeCredits: 120 };

describe('a lazy part’s hooks', () => {
  it('wait for the feature the first time, then show the part', async () => {
    const { app, render } = createTestApp();
    await act(async () => {
      render(<LoginModal />);
      expect(screen.queryByRole('dialog')).toBeNull();
      await app.features.account();
    });
    expect(screen.getByRole('dialog', { name: text('auth.loginTitle') })).toBeTruthy();
  });

  it('show the part at once when its feature has loaded already', async () => {
    const { app, render } = createTestApp();
    await app.features.account();
    render(<LoginModal />);
    expect(screen.getByRole('dialog', { name: text('auth.loginTitle') })).toBeTruthy();
  });

  it('leave the view model started after StrictMode stopped and started it again', async () => {
    const testApp = createTestApp({ pageContext: { site: SITE } });
    await testApp.logIn('demo', 'demo1234');
    await testApp.app.features.wallet();
    testApp.shell.openDrawer('credits');
    testApp.render(
      <StrictMode>
        <CreditsDrawer />
      </StrictMode>,
    );
    const drawer = screen.getByRole('dialog', { name: text('wallet.title') });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(within(drawer).getAllByRole('radio')).toHaveLength(5);
  });
});
