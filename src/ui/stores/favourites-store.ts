import { makeAutoObservable, observable } from 'mobx';

/**
 * The member's favourite performers by id (SPEC §3 member favourites), kept current by the member
 * socket's favourite add/remove events; seeded from the member's data on login or hydration.
 */
export class FavouritesStore {
  readonly ids = observable.set<number>();

  constructor(initial: readonly number[] = []) {
    this.ids.replace(initial);
    makeAutoObservable(this, { ids: false }, { autoBind: true });
  }

  /** The favourites in the order they were added. */
  get list(): number[] {
    return [...this.ids];
  }

  has(performerId: number): boolean {
    return this.ids.has(performerId);
  }

  add(performerId: number): void {
    this.ids.add(performerId);
  }

  remove(performerId: number): void {
    this.ids.delete(performerId);
  }

  seed(performerIds: readonly number[]): void {
    this.ids.replace(performerIds);
  }

  clear(): void {
    this.ids.clear();
  }
}
