import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { navigate } from 'vike/client/router';
import { ChangeUsernameModal } from '../../src/ui/features/account/components/change-username-modal';
import { UsernameForm } from '../../src/ui/features/account/components/username-form';
import type { ChangeUsername } from '../../src/core/account/change-username.use-case';
import { UsernameFormViewModel } from '../../src/ui/features/account/view-models/username-form.view-model';
import { localeTexts } from '../../src/ui/i18n/locales';
import SettingsPage from '../../src/ui/pages/settings/+Page';
import { createTestApp, settled } from './render-with-app';

// vike's client router needs a browser page of its own; here only where the page would go matters.
jest.mock('vike/client/router', () => ({ navigate: jest.fn(() => Promise.resolve()) }));

async function setup(username: string, password: string) {
  const { fake, shell, wrap, logIn } = createTestApp({
    pageContext: { urlOriginal: '/en/settings?p=61', config: { routeName: 'settings' } },
  });
  await logIn(username, password);
  return { fake, shell, ui: wrap };
}

/** An English text of the site by its key, placeholders filled. */
function text(key: string, values: Record<string, string> = {}): string {
  let node: unknown = localeTexts.en;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`No text ${key}`);
  return node.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

async function submit(form: HTMLElement, button: string) {
  const submitButton = within(form).getByRole('button', { name: button });
  // A click moves the focus to the button, as a pointer's click does.
  act(() => submitButton.focus());
  fireEvent.click(submitButton);
  await settled();
}

/** As a visitor types: focus the field (which clears its error), then change its value. */
function type(form: HTMLElement, label: string, value: string) {
  const input = within(form).getByLabelText(label);
  act(() => input.focus());
  // A key press is an `input` event, which React reads as a change.
  fireEvent.input(input, { target: { value } });
}

describe('SettingsPage', () => {
  it('shows the account and one section for each change, with headings', async () => {
    const { ui } = await setup('demo', 'demo1234');
    render(ui(<SettingsPage />));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text('settings.heading'));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      text('settings.account'),
      text('settings.statementTitle'),
      text('settings.limitsTitle'),
      text('settings.alertsTitle'),
      text('settings.emailTitle'),
      text('settings.passwordTitle'),
      text('settings.usernameTitle'),
      text('settings.deleteTitle'),
    ]);
    expect(section(text('settings.account')).textContent).toContain('demo@example.test');
    expect(screen.queryByText(text('settings.emailUnverified'))).toBeNull();
    // The statement loads when opened, not with the page.
    const statement = section(text('settings.statementTitle'));
    expect(within(statement).getByRole('button', { name: text('settings.statementShow') })).toBeTruthy();
    expect(within(statement).queryByRole('table')).toBeNull();
  });

  it('changes the e-mail address after a mismatch and a taken address, and shows the new one', async () => {
    const { ui, shell } = await setup('oldtimer', 'oldtimer123');
    render(ui(<SettingsPage />));
    const email = section(text('settings.emailTitle'));
    type(email, text('settings.newEmail'), 'demo@example.test');
    type(email, text('settings.repeatEmail'), 'demo@example.tes');
    await submit(email, text('settings.emailSubmit'));
    expect(within(email).getByRole('alert').textContent).toBe(text('validation.mustMatch_email'));
    type(email, text('settings.repeatEmail'), 'demo@example.test');
    await submit(email, text('settings.emailSubmit'));
    expect(within(email).getByRole('alert').textContent).toBe(text('auth.flags.emailExists'));
    expect(
      within(email)
        .getByRole('button', { name: text('settings.emailSubmit') })
        .hasAttribute('disabled'),
    ).toBe(true);
    type(email, text('settings.newEmail'), 'old.timer@example.test');
    type(email, text('settings.repeatEmail'), 'old.timer@example.test');
    await submit(email, text('settings.emailSubmit'));
    expect(within(email).getByRole('status').textContent).toBe(
      text('settings.emailChanged', { email: 'old.timer@example.test' }),
    );
    expect(shell.member?.email).toBe('old.timer@example.test');
    expect(section(text('settings.account')).textContent).toContain('old.timer@example.test');
  });

  it('tells an unverified member the confirmation link goes to the new address', async () => {
    const { ui } = await setup('newbie', 'newbie123');
    render(ui(<SettingsPage />));
    expect(
      within(section(text('settings.emailTitle'))).getByText(text('settings.emailUnverified')),
    ).toBeTruthy();
  });

  it('shows the change_username texts of refusals, then a new name in the frame', async () => {
    const { ui, shell } = await setup('oldtimer', 'oldtimer123');
    render(ui(<SettingsPage />));
    const form = section(text('settings.usernameTitle'));
    type(form, text('changeUsername.label'), 'demo');
    await submit(form, text('changeUsername.submit'));
    expect(within(form).getByRole('alert').textContent).toBe(text('change_username.member.username.exists'));
    type(form, text('changeUsername.label'), 'old timer');
    await submit(form, text('changeUsername.submit'));
    expect(within(form).getByRole('alert').textContent).toBe(text('change_username.validation'));
    type(form, text('changeUsername.label'), 'old-timer');
    await submit(form, text('changeUsername.submit'));
    expect(shell.member?.username).toBe('old-timer');
    expect(section(text('settings.account')).textContent).toContain('old-timer');
  });

  it('deletes the account only after the confirmation, then goes home as a guest', async () => {
    const { ui, shell, fake } = await setup('newbie', 'newbie123');
    render(ui(<SettingsPage />));
    const area = section(text('settings.deleteTitle'));
    await act(async () =>
      fireEvent.click(within(area).getByRole('button', { name: text('settings.deleteButton') })),
    );
    let dialog = screen.getByRole('dialog', { name: text('settings.deleteConfirmTitle') });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: text('settings.deleteCancel') })),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () =>
      fireEvent.click(within(area).getByRole('button', { name: text('settings.deleteButton') })),
    );
    dialog = screen.getByRole('dialog', { name: text('settings.deleteConfirmTitle') });
    expect(dialog.textContent).toContain('newbie');
    fireEvent.click(within(dialog).getByRole('button', { name: text('settings.deleteConfirm') }));
    await settled();
    expect(navigate).toHaveBeenCalledWith('/en?p=61');
    expect(shell.member).toBeNull();
    await expect(
      fake.session().member.login({ username: 'newbie', password: 'newbie123' }),
    ).rejects.toMatchObject({ label: 'badRequest.login.deleted' });
  });
});

describe('ChangeUsernameModal', () => {
  it('can be put off, and closes with the new name in the frame once changed', async () => {
    const { ui, shell } = await setup('fan@example.test', 'fan12345');
    shell.modals.show('changeUsername');
    const view = render(ui(shell.modals.isOpen('changeUsername') && <ChangeUsernameModal />));
    const dialog = screen.getByRole('dialog', { name: text('changeUsername.promptTitle') });
    expect(within(dialog).getByRole('button', { name: text('changeUsername.later') })).toBeTruthy();
    type(dialog, text('changeUsername.label'), 'bigfan');
    await submit(dialog, text('changeUsername.submit'));
    expect(shell.modals.isOpen('changeUsername')).toBe(false);
    expect(shell.member?.username).toBe('bigfan');
    view.unmount();
    shell.modals.show('changeUsername');
    render(ui(<ChangeUsernameModal />));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: text('changeUsername.later') })),
    );
    expect(shell.modals.isOpen('changeUsername')).toBe(false);
  });
});

describe('UsernameForm', () => {
  it('shows a general text for a refusal it has no change_username text for', async () => {
    const { ui } = await setup('demo', 'demo1234');
    const refusing = {
      execute: async () => ({
        ok: false,
        error: { kind: 'rejected', textKey: 'change_username.member.banned' },
      }),
    } as unknown as ChangeUsername;
    const vm = new UsernameFormViewModel(
      async () => ({ changeUsername: refusing }),
      () => undefined,
    );
    render(ui(<UsernameForm vm={vm} name="Name" />));
    const form = screen.getByRole('form', { name: 'Name' });
    type(form, text('changeUsername.label'), 'whoever');
    await submit(form, text('changeUsername.submit'));
    expect(within(form).getByRole('alert').textContent).toBe(text('changeUsername.failed'));
  });
});
