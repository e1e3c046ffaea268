import type { PageContextClient } from 'vike/types';
import { tabShell } from './tab-config';

/** The navigation ended: an error page (a failed request) fails the bar, anything else finishes it. */
export function onPageTransitionEnd(pageContext: PageContextClient): void {
  const progress = tabShell()?.progress;
  if (!progress) return;
  const failed = pageContext.is404 === false && pageContext.config.routeName === undefined;
  if (failed) progress.fail();
  else progress.finish();
}
