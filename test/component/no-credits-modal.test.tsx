import { act, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { ShellProvider } from '../../src/ui/app/shell-context';
import { NoCreditsModal } from '../../src/ui/features/wallet/components/no-credits-modal';
import { createI18n } from '../../src/ui/i18n/create-i18n';
import { localeTexts } from '../../src/ui/i18n/locales';
import { ShellViewModel } from '../../src/ui/features/shell/view-models/shell.view-model';

// jsdom's <dialog> has neither showModal nor close: open and shut it as a browser would.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

const wallet = (localeTexts.en as { wallet: { noCredits: Record<string, string> } }).wallet.noCredits;

function setup(credits: number) {
  const unused = () => Promise.reject(new Error('not used here'));
  const shell = new ShellViewModel(
    { toggleFavourite: unused, logout: unused, navigate: () => undefined },
    false,
  );
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
  const i18n = createI18n('en', { en: { translation: localeTexts.en } });
  render(
    <I18nextProvider i18n={i18n}>
      <ShellProvider shell={shell}>
        <NoCreditsModal />
      </ShellProvider>
    </I18nextProvider>,
  );
  return shell;
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
    const shell = setup(30);
    act(() => shell.applyCredits(45));
    expect(screen.getByRole('dialog').textContent).toContain(wallet.text!.replace('{{credits}}', '45'));
  });

  it('closes itself and opens the credits drawer from its buy button', () => {
    const shell = setup(0);
    fireEvent.click(screen.getByRole('button', { name: wallet.buy }));
    expect(shell.modals.isOpen('noCredits')).toBe(false);
    expect(shell.drawer).toEqual({ name: 'credits' });
  });

  it('closes with its close button, leaving the drawer shut', () => {
    const shell = setup(0);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(shell.modals.isOpen('noCredits')).toBe(false);
    expect(shell.drawer).toBeNull();
  });
});
