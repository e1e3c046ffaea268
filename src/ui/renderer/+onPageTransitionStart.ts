import type { PageContextClient } from 'vike/types';
import { tabShell } from './tab-state';

/** A performer's profile, in any language: `/profile/<name>`, `/en/profile/<name>`. */
const PROFILE_PATH = /^(?:\/[a-z]{2})?\/profile\/[^/]+$/;

/**
 * A client navigation starts: the progress bar runs if it takes longer than 200 ms, and a profile
 * opened in the tab shows the page loader until it is rendered (SPEC §7).
 */
export function onPageTransitionStart(pageContext: Partial<PageContextClient>): void {
  const shell = tabShell();
  shell?.progress.start();
  if (PROFILE_PATH.test(pageContext.urlParsed?.pathname ?? '')) shell?.loader.show('profile');
}
