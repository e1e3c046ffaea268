import { autorun } from 'mobx';
import { EntityStore } from '../../../../src/ui/stores/entity-store';

interface Item {
  id: string;
  rank: number;
  label?: string;
}

const byRank = (a: Item, b: Item) => a.rank - b.rank;

describe('EntityStore', () => {
  it('keeps one entity per id, merging an upsert into the stored one', () => {
    const store = new EntityStore<Item>(byRank);
    store.upsert({ id: 'a', rank: 2, label: 'first' });
    const stored = store.upsert({ id: 'a', rank: 1 });
    expect(stored).toEqual({ id: 'a', rank: 1, label: 'first' });
    expect(store.size).toBe(1);
    expect(store.get('a')).toEqual({ id: 'a', rank: 1, label: 'first' });
  });

  it('orders the entities by its comparison', () => {
    const store = new EntityStore<Item>(byRank);
    store.upsertMany([
      { id: 'c', rank: 3 },
      { id: 'a', rank: 1 },
      { id: 'b', rank: 2 },
    ]);
    expect(store.orderedData.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('patches known entities only, removes and clears', () => {
    const store = new EntityStore<Item>(byRank);
    store.upsert({ id: 'a', rank: 1 });
    expect(store.patch('a', { label: 'x' })).toBe(true);
    expect(store.patch('zz', { label: 'x' })).toBe(false);
    expect(store.has('zz')).toBe(false);
    expect(store.get('a')?.label).toBe('x');
    expect(store.remove('a')).toBe(true);
    expect(store.remove('a')).toBe(false);
    store.upsert({ id: 'b', rank: 1 });
    store.clear();
    expect(store.size).toBe(0);
  });

  it('replaces the whole set, dropping the entities not in it', () => {
    const store = new EntityStore<Item>(byRank);
    store.upsertMany([
      { id: 'a', rank: 1, label: 'kept' },
      { id: 'b', rank: 2 },
    ]);
    store.replaceAll([
      { id: 'a', rank: 5 },
      { id: 'c', rank: 3 },
    ]);
    expect(store.orderedData).toEqual([
      { id: 'c', rank: 3 },
      { id: 'a', rank: 5, label: 'kept' },
    ]);
  });

  it('stores a new object on change, so what a reader held stays as it was', () => {
    const store = new EntityStore<Item>(byRank);
    const first = store.upsert({ id: 'a', rank: 1 });
    store.patch('a', { rank: 9 });
    expect(first.rank).toBe(1);
    expect(store.get('a')).not.toBe(first);
  });

  it('lets views react to changes', () => {
    const store = new EntityStore<Item>(byRank);
    const seen: string[][] = [];
    const stop = autorun(() => seen.push(store.orderedData.map((item) => item.id)));
    store.upsert({ id: 'b', rank: 2 });
    store.upsert({ id: 'a', rank: 1 });
    store.patch('a', { rank: 3 });
    stop();
    expect(seen).toEqual([[], ['b'], ['a', 'b'], ['b', 'a']]);
  });
});
