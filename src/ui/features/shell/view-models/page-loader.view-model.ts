import { makeAutoObservable } from 'mobx';

/** What the page waits for while its loader shows (SPEC §2, §4, §7). */
export type LoaderReason = 'login' | 'register' | 'profile' | 'phoneCall';

/**
 * The page loader: shown while the site waits for something a person started (a login or a sign-up,
 * a profile opened in the tab, a phone call she has not made yet) and the page cannot show it yet.
 * Several may be under way at once; the latest started is the one it names.
 */
export class PageLoaderViewModel {
  reasons: LoaderReason[] = [];

  constructor() {
    makeAutoObservable(this);
  }

  get current(): LoaderReason | null {
    return this.reasons.at(-1) ?? null;
  }

  show(reason: LoaderReason): void {
    if (!this.reasons.includes(reason)) this.reasons.push(reason);
  }

  hide(reason: LoaderReason): void {
    this.reasons = this.reasons.filter((shown) => shown !== reason);
  }

  /** Shows or hides one reason as `waiting` says. */
  set(reason: LoaderReason, waiting: boolean): void {
    if (waiting) this.show(reason);
    else this.hide(reason);
  }
}
