import type { App } from '../../composition/app';
import { reaction } from 'mobx';
import { parseQuery } from '../../core/common/query';
import { modalPrefetches } from '../features/shell/components/modal-host';
import type { ShellViewModel } from '../features/shell/view-models/shell.view-model';
import { UsernamePrompt } from '../features/account/view-models/username-prompt';
import { rememberTabShell } from './tab-state';
import { whenHydrated } from '../components/common/hydration-boundary';
import { whenIdle, whenIdleEach } from '../app/when-idle';
import { reloadForNewChunks } from '../app/chunk-reload';
import { onPartLoadFailure } from '../components/common/lazy-part';

/**
 * A new deployment removed a chunk this tab wants: reload once to get the new ones (SPEC §8). Vite's
 * loader says so for the chunks it loads with their stylesheets; the lazy parts for their own.
 */
function reloadOnChunkFailure(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewChunks()) event.preventDefault();
  });
  onPartLoadFailure(() => reloadForNewChunks());
}

/** SPEC §4: the visit's wallet validation (members by token, guests by auto-login), never in the way. */
function validateWallet(app: App): void {
  app.features
    .wallet()
    .then((wallet) =>
      wallet.validateWallet.execute({
        userAgent: navigator.userAgent,
        query: parseQuery(window.location.search),
        origin: window.location.origin,
      }),
    )
    .catch((error: unknown) => console.error('Wallet validation is off', error));
}

function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // Without a service worker the site works as before, only without its asset cache.
  });
}

/**
 * The member socket: the realtime bridge writes credits, favourites and private messages into the
 * stores for the tab's life; grids subscribe to performer statuses themselves.
 */
async function connectLive(shell: ShellViewModel, app: App): Promise<void> {
  const { liveUpdates: live, realtime } = await app.features.shell();
  realtime.start();
  live.execute();
  // A login, a logout or a new user name (which comes with a new token) changes the token: open
  // the channel again with it (LiveUpdates does nothing when the token is the same).
  reaction(
    () => `${shell.member?.memberId ?? ''}:${shell.member?.username ?? ''}`,
    () => live.execute(),
  );
}

/**
 * SPEC §2 change-username prompt, for the member of the first page and for one who logs in
 * later. Only after hydration: the server never renders the prompt's lazy form, and opening it
 * during hydration would make the client's first frame differ from the server's HTML.
 */
function watchUsernamePrompt(shell: ShellViewModel, app: App): void {
  const prompt = new UsernamePrompt(shell.modals, app.storages.session);
  whenHydrated(() =>
    reaction(
      () => shell.member,
      (member) => prompt.check(member),
      { fireImmediately: true },
    ),
  );
}

/**
 * SPEC §4 dial-in on start: a phone session kept in the cookie is checked with the backend, after
 * hydration (the server rendered without its status bar). Its code loads only for such a tab.
 * Whether there is such a cookie the server saw in the request: reading document.cookie would be
 * the tab's first read, a synchronous call to the browser process (docs/decisions.md, 33).
 */
function resumeDialIn(shell: ShellViewModel, app: App, dialInStored: boolean): void {
  if (!dialInStored) return;
  whenHydrated(() => {
    import('../features/dial-in/hooks/use-dial-in')
      .then((module) => module.resumeDialIn(shell, app))
      .catch((error: unknown) => console.error('Dial-in could not resume', error));
  });
}

/**
 * Once per tab, after the first page: the frame's long-lived work. The member socket waits for the
 * page's query action: a login link would otherwise open a guest socket and replace it with the
 * member's while it still connects (Chrome logs that as an error). `dialInStored`: the first
 * page's request had a dial-in cookie.
 */
export function startTab(
  shell: ShellViewModel,
  app: App,
  first: { queryAction: Promise<void>; dialInStored: boolean },
): void {
  rememberTabShell(shell);
  reloadOnChunkFailure();
  watchUsernamePrompt(shell, app);
  resumeDialIn(shell, app, first.dialInStored);
  // One piece of optional work per idle period, most useful first, so none of them holds up a
  // slow phone while it is still showing the first page.
  whenIdle(() => {
    first.queryAction
      .then(() => connectLive(shell, app))
      .catch((error: unknown) => console.error('Live updates are off', error));
    whenIdle(() => {
      validateWallet(app);
      registerServiceWorker();
      // The modals' forms run the account's use-cases: they load after the forms' chunks, so a
      // first click opens its modal without waiting for them (the modal retries a failure).
      whenIdleEach([...modalPrefetches(document.documentElement.lang), () => app.features.account()]);
    });
  });
}
