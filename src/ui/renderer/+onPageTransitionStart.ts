import { tabShell } from './tab-state';

/** A client navigation starts: the progress bar runs if it takes longer than 200 ms. */
export function onPageTransitionStart(): void {
  tabShell()?.progress.start();
}
