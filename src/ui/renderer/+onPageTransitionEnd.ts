import type { PageContextClient } from 'vike/types';
import { tabShell } from './tab-state';

/** The navigation ended: an error page other than 404 (a failed request) fails the bar. */
export function onPageTransitionEnd(pageContext: PageContextClient): void {
  const shell = tabShell();
  if (!shell) return;
  shell.loader.hide('profile');
  const progress = shell.progress;
  const failed = pageContext.config.routeName === 'error' && !pageContext.is404;
  if (failed) progress.fail();
  else progress.finish();
}
