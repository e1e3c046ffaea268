import { makeAutoObservable } from 'mobx';

/**
 * The member's unread private messages, one per tab or server request: only what the backend last
 * counted (basic info with the page, count-unread after a message or a read), so the header's
 * counter never shows a number the backend did not give.
 */
export class UnreadStore {
  count: number | null = null;
  /** Counts the questions asked, so an older answer never overwrites a newer one. */
  private asked = 0;

  constructor() {
    makeAutoObservable<this, 'asked'>(this, { asked: false }, { autoBind: true });
  }

  /** The count the page was rendered with; null for a guest. */
  seed(count: number | null): void {
    this.count = count;
  }

  /** The backend's new count; null (unknown) keeps the last one. */
  update(count: number | null): void {
    if (count !== null) this.count = count;
  }

  /** Applies the answer to a count asked now, unless a later question was asked meanwhile. */
  async follow(answer: Promise<number | null>): Promise<void> {
    const question = ++this.asked;
    const count = await answer;
    if (question === this.asked) this.update(count);
  }
}
