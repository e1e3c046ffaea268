import { act, fireEvent, screen, within } from '@testing-library/react';
import { LoginModal } from '../../src/ui/features/account/components/auth-modals';
import { PageLoader } from '../../src/ui/features/shell/components/page-loader';
import { createTestApp } from './render-with-app';

describe('the page loader', () => {
  it('says the member is being logged in while the login form waits for the backend, and goes after', async () => {
    const testApp = createTestApp();
    const account = await testApp.app.features.account();
    let answer: () => void = () => undefined;
    const login = account.login.execute.bind(account.login);
    jest
      .spyOn(account.login, 'execute')
      .mockImplementation((input) => new Promise((resolve) => (answer = () => resolve(login(input)))));
    await act(async () => {
      testApp.render(
        <>
          <LoginModal />
          <PageLoader />
        </>,
      );
    });
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    fireEvent.change(within(dialog).getByLabelText('User name or e-mail address'), {
      target: { value: 'demo' },
    });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'demo1234' } });
    expect(screen.getByRole('status').textContent).toBe('');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' })));
    expect(screen.getByRole('status').textContent).toBe('Logging you in…');
    await act(async () => answer());
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
