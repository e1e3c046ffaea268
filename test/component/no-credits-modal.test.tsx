import { act, fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { NoCreditsModal } from '../../src/ui/features/wallet/components/no-credits-modal';
import { localeTexts } from '../../src/ui/i18n/locales';
import { createTestApp } from './render-with-app';

const wallet = (localeTexts.en as { wallet: { noCredits: Record<string, string> } }).wallet.noCredits;

function setup(credits: number) {
  const { shell, render, app } = createTestApp();
  shell.seed({
    memberId: 1,
    username: 'demo',
    capName: 'Demo',
    email: 'demo@example.test',
    lander: null,
    credits,
    verified: true,
    isLegacy: false,
    unread: 0,
    favourites: [],
  });
  shell.modals.show('noCredits');
  render(<NoCreditsModal />);
  return { shell, wallet: app.stores.wallet };
}

describe('NoCreditsModal', () => {
  it('names itself, shows the balance with thousands dots and passes axe (rules jsdom can run)', async () => {
    setup(1500);
    const dialog = screen.getByRole('dialog', { name: wallet.title });
    expect(dialog.textContent).toContain(wallet.text!.replace('{{credits}}', '1.500'));
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('follows the balance the socket updates', () => {
    const { wallet: store } = setup(30);
    act(() => store.update(45));
    expect(screen.getByRole('dialog').textContent).toContain(wallet.text!.replace('{{credits}}', '45'));
  });

  it('closes itself and opens the credits drawer from its buy button', () => {
    const { shell } = setup(0);
    fireEvent.click(screen.getByRole('button', { name: wallet.buy }));
    expect(shell.modals.isOpen('noCredits')).toBe(false);
    expect(shell.drawer).toEqual({ name: 'credits' });
  });

  it('closes with its close button, leaving the drawer shut', () => {
    const { shell } = setup(0);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(shell.modals.isOpen('noCredits')).toBe(false);
    expect(shell.drawer).toBeNull();
  });
});
