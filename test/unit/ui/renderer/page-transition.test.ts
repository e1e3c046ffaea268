import type { PageContextClient } from 'vike/types';
import { onPageTransitionEnd } from '../../../../src/ui/renderer/+onPageTransitionEnd';
import { onPageTransitionStart } from '../../../../src/ui/renderer/+onPageTransitionStart';
import { rememberTabShell } from '../../../../src/ui/renderer/tab-state';
import { ShellViewModel } from '../../../../src/ui/features/shell/view-models/shell.view-model';
import { createAppStores } from '../../../../src/ui/stores/app-stores';

function tab(): ShellViewModel {
  const shell = new ShellViewModel(
    {
      performers: () => Promise.reject(new Error('not used')),
      account: () => Promise.reject(new Error('not used')),
      navigate: () => undefined,
      stores: createAppStores(),
    },
    false,
  );
  rememberTabShell(shell);
  return shell;
}

const arrived = { config: { routeName: 'profile' }, is404: false } as unknown as PageContextClient;

describe('a client navigation', () => {
  it('to a performer’s profile shows the page loader until the profile is rendered', () => {
    const shell = tab();
    onPageTransitionStart({ urlParsed: { pathname: '/en/profile/Anna_22' } } as Partial<PageContextClient>);
    expect(shell.loader.current).toBe('profile');
    onPageTransitionEnd(arrived);
    expect(shell.loader.current).toBeNull();
  });

  it('to another page leaves the loader to the progress bar', () => {
    const shell = tab();
    onPageTransitionStart({ urlParsed: { pathname: '/new-cams' } } as Partial<PageContextClient>);
    expect(shell.loader.current).toBeNull();
  });
});
