import type { Performer, PerformerQuery } from '../../../src/core/performers/performer.model';
import { ManualClock, MANUAL_CLOCK_START } from '../../../src/adapters/fake/manual-clock';
import { SLOT_MS } from '../../../src/adapters/fake/world/online-schedule';
import { matchesQuery, performerOrder } from '../../../src/adapters/fake/world/performer-query';
import { FakeWorld } from '../../../src/adapters/fake/world/fake-world';
import { TEST_SEED } from './helpers';

function worldAt(time: number): { world: FakeWorld; clock: ManualClock } {
  const clock = new ManualClock(time);
  return { world: new FakeWorld({ seed: TEST_SEED, clock }), clock };
}

/** What find answered before views and orders were cached: filter, then sort, every query. */
function referenceIds(world: FakeWorld, query: PerformerQuery): number[] {
  return world.performers
    .all()
    .filter((p) => matchesQuery(query, p))
    .sort(performerOrder(query.locale))
    .map((p) => p.id);
}

describe('matchesQuery', () => {
  const [performer] = worldAt(MANUAL_CLOCK_START).world.performers.all() as [Performer];

  it('matches nobody for an explicit empty id list, and everybody without one', () => {
    expect(matchesQuery({ ids: [] }, performer)).toBe(false);
    expect(matchesQuery({ ids: [] }, { ...performer, id: 1002 })).toBe(false);
    expect(matchesQuery({}, performer)).toBe(true);
    expect(matchesQuery({ ids: [performer.id] }, performer)).toBe(true);
    expect(matchesQuery({ ids: [performer.id], exclude: [performer.id] }, performer)).toBe(false);
  });

  it('counts nobody for an explicit empty id list', () => {
    const { world } = worldAt(MANUAL_CLOCK_START);
    expect(world.performers.count({ ids: [] })).toBe(0);
    expect(world.performers.count({ ids: [], gender: 'female' })).toBe(0);
    expect(world.performers.count({})).toBe(320);
  });
});

describe('PerformerCatalogue caches per schedule slot', () => {
  const queries: PerformerQuery[] = [
    { gender: 'female', locale: 'nl' },
    { locale: 'de', free: false },
    { locale: 'en', hairColor: ['blonde', 'black'] },
    { locale: 'xx' },
    { locale: 'constructor' },
    {},
  ];

  it('orders every filtered search as filtering and sorting afresh would', () => {
    const { world, clock } = worldAt(MANUAL_CLOCK_START);
    for (const step of [0, 3, 60, 24 * 60]) {
      clock.advance(step * 60_000);
      for (const query of queries) {
        const page = world.performers.find({ ...query, limit: 500 });
        expect(page.items.map((p) => p.id)).toEqual(referenceIds(world, query));
      }
    }
  });

  it('answers later in a slot, and after it, as a world built at that moment does', () => {
    const start = Math.floor(MANUAL_CLOCK_START / SLOT_MS) * SLOT_MS;
    const { world, clock } = worldAt(start);
    world.performers.find({});
    for (const later of [start + SLOT_MS - 1, start + SLOT_MS, start + 400 * SLOT_MS]) {
      clock.advance(later - clock.now());
      const fresh = worldAt(later).world;
      expect(world.performers.profile(1017)).toEqual(fresh.performers.profile(1017));
      expect(world.performers.all()).toEqual(fresh.performers.all());
      expect(world.performers.find({ locale: 'nl', page: 2 })).toEqual(
        fresh.performers.find({ locale: 'nl', page: 2 }),
      );
    }
  });

  it('hands out copies, so callers inside the world cannot change the cached views', () => {
    const { world } = worldAt(MANUAL_CLOCK_START);
    const performer = world.performers.get(1001)!;
    performer.languages.push('Russian');
    performer.onlineStatus = 9;
    world.performers.all()[1]!.languages.length = 0;
    const summary = world.performers.find({ ids: [1001, 1002] }).items;
    expect(summary.find((p) => p.id === 1001)!.languages).not.toContain('Russian');
    expect(summary.find((p) => p.id === 1002)!.languages.length).toBeGreaterThan(0);
    expect(world.performers.get(1001)!.onlineStatus).toBe(world.performers.statusOf(1001));
  });

  it('autocompletes the first ten names alphabetically, as sorting every answer would', () => {
    const { world } = worldAt(MANUAL_CLOCK_START);
    const names = world.performers.all().map((p) => ({ id: p.id, username: p.username }));
    for (const text of ['a', ' M', 'sa', 'zzz']) {
      const prefix = text.trim().toLowerCase();
      const expected = names
        .filter((n) => n.username.toLowerCase().startsWith(prefix))
        .sort((a, b) => a.username.localeCompare(b.username))
        .slice(0, 10);
      expect(world.performers.autocomplete(text)).toEqual(expected);
    }
    expect(world.performers.autocomplete('  ')).toEqual([]);
  });
});
