import { makeAutoObservable, observable } from 'mobx';

export type EntityId = string | number;

/**
 * Entities of one kind keyed by id, in the manner of Outline's stores: one observable map that every
 * view reads, so an entity changed in one place changes everywhere it is shown. Entities are kept
 * as plain, immutable objects (the map is shallow): a change stores a new object, so a component
 * or a use-case never holds a proxy that changes under it.
 */
export class EntityStore<T extends { id: EntityId }> {
  readonly data = observable.map<T['id'], T>(undefined, { deep: false });

  /** `compare` orders `orderedData`; it may read other observables, which then reorder it too. */
  constructor(private readonly compare: (a: T, b: T) => number) {
    makeAutoObservable<this, 'compare'>(this, { data: false, compare: false }, { autoBind: true });
  }

  /** Every entity, in the store's order. */
  get orderedData(): T[] {
    return [...this.data.values()].sort(this.compare);
  }

  get size(): number {
    return this.data.size;
  }

  get(id: T['id']): T | undefined {
    return this.data.get(id);
  }

  has(id: T['id']): boolean {
    return this.data.has(id);
  }

  /** Adds the entity, or merges it into the stored one (the new fields win). Returns what is stored. */
  upsert(entity: T): T {
    const stored = { ...this.data.get(entity.id), ...entity };
    this.data.set(entity.id, stored);
    return stored;
  }

  upsertMany(entities: readonly T[]): void {
    for (const entity of entities) this.upsert(entity);
  }

  /** Changes some fields of a stored entity; false (and nothing stored) for an unknown id. */
  patch(id: T['id'], changes: Partial<Omit<T, 'id'>>): boolean {
    const current = this.data.get(id);
    if (!current) return false;
    this.data.set(id, { ...current, ...changes });
    return true;
  }

  remove(id: T['id']): boolean {
    return this.data.delete(id);
  }

  /** The complete set: entities not in it are dropped, the others merged as by `upsert`. */
  replaceAll(entities: readonly T[]): void {
    const keep = new Set(entities.map((entity) => entity.id));
    for (const id of [...this.data.keys()]) if (!keep.has(id)) this.data.delete(id);
    this.upsertMany(entities);
  }

  clear(): void {
    this.data.clear();
  }
}
