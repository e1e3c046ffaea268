import { ERROR_LABELS } from '../../src/core/common/api-error.model';
import type { PerformerQuery } from '../../src/core/performers/performer.model';
import type { ContractTarget } from './contract-target';
import { expectLabel } from './contract-helpers';

const isFree = (status: number) => (status & 2) !== 0;

/** PerformerApi: lists (60 a page, free first), profiles, autocomplete, count (SPEC §7). */
export function describePerformerApiContract(name: string, target: ContractTarget): void {
  describe(`PerformerApi contract: ${name}`, () => {
    it('finds the first page of 60, free chat first', async () => {
      const page = await target
        .makePorts()
        .performers.find({ gender: 'female', locale: 'nl', page: 1, limit: 60 });
      expect(page.page).toBe(1);
      expect(page.limit).toBe(60);
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.length).toBeLessThanOrEqual(60);
      expect(page.total).toBeGreaterThanOrEqual(page.items.length);
      const free = page.items.map((performer) => isFree(performer.onlineStatus));
      expect(free).toEqual([...free].sort((a, b) => Number(b) - Number(a)));
    });

    it('applies array filters and exclusions', async () => {
      const ports = target.makePorts();
      const blonde = await ports.performers.find({ hairColor: ['blonde', 'red'], page: 1, limit: 60 });
      const ids = blonde.items.slice(0, 3).map((performer) => performer.id);
      expect(ids).toHaveLength(3);
      const only = await ports.performers.find({ ids, page: 1, limit: 60 });
      expect(only.items.map((performer) => performer.id).sort()).toEqual([...ids].sort());
      const without = await ports.performers.find({ ids, exclude: ids.slice(0, 1), page: 1, limit: 60 });
      expect(without.items.map((performer) => performer.id)).not.toContain(ids[0]);
      expect(await ports.performers.count({ hairColor: ['blonde', 'red'] })).toBe(blonde.total);
    });

    it('filters by several genders, penis size, shaved and piercings', async () => {
      const ports = target.makePorts();
      const api = ports.performers;
      const profilesOf = async (query: PerformerQuery) => {
        const page = await api.find({ ...query, page: 1, limit: 8 });
        expect(await api.count(query)).toBe(page.total);
        return Promise.all(page.items.map((item) => api.profile(item.id)));
      };
      const menAndCouples = await profilesOf({ gender: ['male', 'couple'] });
      expect(menAndCouples.length).toBeGreaterThan(0);
      for (const p of menAndCouples) expect(['male', 'couple']).toContain(p.gender);
      const [male, couple, both] = await Promise.all([
        api.count({ gender: 'male' }),
        api.count({ gender: ['couple'] }),
        api.count({ gender: ['male', 'couple'] }),
      ]);
      expect(both).toBe(male + couple);

      const large = await profilesOf({ gender: ['male', 'couple'], penisSizeMin: 19, penisSizeMax: 99 });
      expect(large.length).toBeGreaterThan(0);
      for (const p of large) expect(p.penisSize).toBeGreaterThanOrEqual(19);
      // Without a penis size (null), a performer never matches a size bound.
      expect(await api.count({ gender: 'female', penisSizeMax: 99 })).toBe(0);

      const shavedPierced = await profilesOf({ shaved: true, piercings: true });
      expect(shavedPierced.length).toBeGreaterThan(0);
      for (const p of shavedPierced) expect([p.shaved, p.piercings]).toEqual([true, true]);
      const [shaved, natural, all] = await Promise.all([
        api.count({ shaved: true }),
        api.count({ shaved: false }),
        api.count({}),
      ]);
      expect(shaved + natural).toBe(all);
    });

    it('finds the performers whose first cam session is at or after a moment (new cams)', async () => {
      const api = target.makePorts().performers;
      const all = await api.find({ page: 1, limit: 500 });
      const firsts = (await Promise.all(all.items.map((item) => api.profile(item.id)))).map((p) =>
        Date.parse(p.firstCamSession),
      );
      // A moment between the newest performers and the rest: some match, not all.
      const sorted = [...firsts].sort((a, b) => b - a);
      const moment = new Date(sorted[Math.floor(sorted.length / 10)]!).toISOString();
      const expected = firsts.filter((first) => first >= Date.parse(moment)).length;
      const found = await api.find({ firstCamAfter: moment, page: 1, limit: 500 });
      expect(found.total).toBe(expected);
      expect(found.total).toBeGreaterThan(0);
      expect(found.total).toBeLessThan(all.total);
      expect(await api.count({ firstCamAfter: moment })).toBe(expected);
    });

    it('loads a profile by id and by user name, with images as a list', async () => {
      const ports = target.makePorts();
      const [summary] = (await ports.performers.find({ page: 1, limit: 1 })).items;
      const profile = await ports.performers.profile(summary?.id as number);
      expect(profile.username).toBe(summary?.username);
      expect(Array.isArray(profile.images)).toBe(true);
      const byName = await ports.performers.profileByUsername(profile.username);
      expect(byName.id).toBe(profile.id);
      expect(byName.username).toBe(profile.username);
    });

    it('answers notFound for unknown performers', async () => {
      const ports = target.makePorts();
      await expectLabel(ports.performers.profileByUsername('nobody-by-this-name'), ERROR_LABELS.notFound);
      await expectLabel(ports.performers.profile(999999999), ERROR_LABELS.notFound);
    });

    it('autocompletes user names by prefix', async () => {
      const ports = target.makePorts();
      const [summary] = (await ports.performers.find({ page: 1, limit: 1 })).items;
      const prefix = (summary?.username as string).slice(0, 3);
      const found = await ports.performers.autocomplete(prefix);
      expect(found.length).toBeGreaterThan(0);
      for (const user of found)
        expect(user.username.toLowerCase().startsWith(prefix.toLowerCase())).toBe(true);
    });

    it('counts what find finds and lists featured categories', async () => {
      const ports = target.makePorts();
      const page = await ports.performers.find({ gender: 'female', page: 1, limit: 60 });
      expect(page.total).toBeGreaterThan(0);
      expect(await ports.performers.count({ gender: 'female' })).toBe(page.total);
      const categories = await ports.performers.featuredCategories();
      expect(categories.length).toBeGreaterThan(0);
      for (const category of categories)
        expect(category).toEqual({ slug: expect.any(String), name: expect.any(String) });
    });
  });
}
