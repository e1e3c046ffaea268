import type { PerformerSummary } from '../../../src/core/performers/performer.model';
import { LOCALE_LANGUAGE } from '../../../src/adapters/fake/world/performer-query';
import { makeBackend, rejectionLabel } from './helpers';

const isFree = (p: PerformerSummary) => (p.onlineStatus & 2) !== 0;

describe('FakePerformerApi', () => {
  it('orders free chat first, then online, then offline by most recent session', async () => {
    const { backend, ports } = makeBackend();
    const page = await ports.performers.find({ gender: 'female', locale: 'nl', limit: 500 });
    const items = page.items;
    expect(items.length).toBe(page.total);
    const rank = (p: PerformerSummary) => (isFree(p) ? 0 : p.onlineStatus !== 0 ? 1 : 2);
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1]!, items[i]!];
      expect(rank(a)).toBeLessThanOrEqual(rank(b));
      if (rank(a) === 2 && rank(b) === 2) {
        const last = (p: PerformerSummary) => Date.parse(backend.world.performers.get(p.id)!.lastCamSession);
        expect(last(a)).toBeGreaterThanOrEqual(last(b));
      }
    }
    expect(items.some(isFree)).toBe(true);
  });

  it('puts speakers of the locale language first within a group, then the highest rating', async () => {
    const { ports } = makeBackend();
    for (const locale of ['nl', 'de']) {
      const { items } = await ports.performers.find({ locale, limit: 500 });
      const language = LOCALE_LANGUAGE[locale]!;
      const group = items.filter((p) => p.onlineStatus === 1);
      const speaks = group.map((p) => p.languages.includes(language));
      expect(speaks).toEqual([...speaks].sort((a, b) => Number(b) - Number(a)));
      const speakers = group.filter((p) => p.languages.includes(language));
      for (let i = 1; i < speakers.length; i++) {
        expect(speakers[i - 1]!.rating).toBeGreaterThanOrEqual(speakers[i]!.rating);
      }
    }
  });

  it('filters by gender, age, hair colour, free chat, ids and exclude, and counts the same', async () => {
    const { ports } = makeBackend();
    const query = { gender: 'female' as const, ageMin: 18, ageMax: 24, hairColor: ['blonde' as const] };
    const { items, total } = await ports.performers.find({ ...query, limit: 500 });
    expect(total).toBeGreaterThan(0);
    expect(await ports.performers.count(query)).toBe(total);
    for (const summary of items) {
      const p = await ports.performers.profile(summary.id);
      expect([p.gender, p.hairColor]).toEqual(['female', 'blonde']);
      expect(p.age).toBeGreaterThanOrEqual(18);
      expect(p.age).toBeLessThanOrEqual(24);
    }
    const free = await ports.performers.find({ free: true, limit: 500 });
    expect(free.items.every((p) => p.onlineStatus === 3)).toBe(true);
    const ids = items.slice(0, 3).map((p) => p.id);
    const chosen = await ports.performers.find({ ids, exclude: [ids[0]!] });
    expect(chosen.items.map((p) => p.id).sort()).toEqual(ids.slice(1).sort());
  });

  it('pages 1-based with 60 a page by default, without overlap', async () => {
    const { ports } = makeBackend();
    const first = await ports.performers.find({});
    const second = await ports.performers.find({ page: 2 });
    expect([first.page, first.limit, first.items.length, first.total]).toEqual([1, 60, 60, 320]);
    const firstIds = new Set(first.items.map((p) => p.id));
    expect(second.items.some((p) => firstIds.has(p.id))).toBe(false);
  });

  it('autocompletes by case-insensitive prefix and finds profiles by name', async () => {
    const { ports } = makeBackend();
    const [someone] = (await ports.performers.find({ limit: 1 })).items;
    const prefix = someone!.username.slice(0, 3).toUpperCase();
    const hits = await ports.performers.autocomplete(prefix);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.username.toUpperCase().startsWith(prefix))).toBe(true);
    const profile = await ports.performers.profileByUsername(someone!.username.toLowerCase());
    expect(profile.id).toBe(someone!.id);
    expect(await rejectionLabel(ports.performers.profileByUsername('nobody_here'))).toBe('notFound');
    expect(await rejectionLabel(ports.performers.profile(1))).toBe('notFound');
  });

  it('returns copies, so callers cannot change the world', async () => {
    const { ports } = makeBackend();
    const profile = await ports.performers.profile(1001);
    profile.username = 'changed';
    profile.languages.push('Russian');
    const again = await ports.performers.profile(1001);
    expect(again.username).not.toBe('changed');
    expect(again.languages).not.toContain('Russian');
  });
});

describe('FakeMediaApi, FakeLanderConfigSource and FakeGeolocation', () => {
  it('serves two albums per performer whose relative urls the world renders', async () => {
    const { backend, ports } = makeBackend();
    const albums = await ports.media.albums(1001);
    expect(albums).toHaveLength(2);
    const album = await ports.media.album(1001, albums[1]!.id);
    expect(album.items.length).toBeGreaterThanOrEqual(3);
    for (const item of album.items) {
      expect(item.url).toMatch(/^\/sandbox\/media\/album\/1001\//);
      expect(backend.world.mediaSvg(item.url)).toMatch(/^<svg/);
    }
    expect(await rejectionLabel(ports.media.album(1002, albums[0]!.id))).toBe('notFound');
  });

  it('lists two landers, one with the special layout, and places visitors in NL', async () => {
    const { ports } = makeBackend();
    const landers = await ports.landers.landers();
    expect(landers.map((l) => l.layout).sort()).toEqual(['default', 'special']);
    expect(await ports.geolocation.countryCode()).toBe('NL');
  });

  it('finds nobody for an explicit empty id list (a member without favourites)', async () => {
    const { ports } = makeBackend();
    const none = await ports.performers.find({ ids: [] });
    expect(none).toMatchObject({ items: [], total: 0 });
    const two = await ports.performers.find({ ids: [1001, 1002] });
    expect(two.items.map((p) => p.id).sort()).toEqual([1001, 1002]);
  });

  it('answers with the status of the current schedule slot after the clock moves on', async () => {
    const { backend, clock, ports } = makeBackend();
    const before = await ports.performers.find({ limit: 500 });
    clock.advance(60 * 60_000);
    const after = await ports.performers.find({ limit: 500 });
    const statusOf = (page: typeof before) => new Map(page.items.map((p) => [p.id, p.onlineStatus]));
    const [a, b] = [statusOf(before), statusOf(after)];
    expect([...a].some(([id, status]) => b.get(id) !== status)).toBe(true);
    for (const [id, status] of b) expect(status).toBe(backend.world.performers.statusOf(id));
  });
});
