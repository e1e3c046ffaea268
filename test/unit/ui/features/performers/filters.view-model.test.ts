import { MemoryStorage } from '../../../../../src/adapters/storage/memory-storage';
import { FILTER_STORAGE_KEY } from '../../../../../src/core/performers/filter.model';
import type { PerformerFilters, PerformerQuery } from '../../../../../src/core/performers/performer.model';
import { CountPerformers } from '../../../../../src/core/performers/count-performers.use-case';
import type { PerformerApi } from '../../../../../src/ports/performer-api.port';
import { FiltersViewModel } from '../../../../../src/ui/features/performers/view-models/filters.view-model';
import { fakeSetup } from '../../../support/fake-setup';

function setup(options: { stored?: string; withCount?: boolean } = {}) {
  const fake = fakeSetup();
  const storage = new MemoryStorage();
  if (options.stored !== undefined) storage.set(FILTER_STORAGE_KEY, options.stored);
  const applied: PerformerFilters[] = [];
  const count = new CountPerformers(fake.ports.performers, fake.logger);
  const vm = new FiltersViewModel({
    storage,
    onApply: (filters) => applied.push(filters),
    performers: options.withCount === false ? undefined : () => Promise.resolve({ countPerformers: count }),
  });
  return { fake, storage, applied, vm };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('FiltersViewModel', () => {
  it('opens the drawer on the applied selection and edits a draft until show results', () => {
    const { vm, applied, storage } = setup();
    vm.openDrawer();
    expect(vm.isOpen).toBe(true);
    vm.toggle('hairColor', 'blonde');
    vm.toggle('age', '18-24');
    expect(vm.isChecked('hairColor', 'blonde')).toBe(true);
    expect(vm.draftCount).toBe(2);
    expect(vm.activeCount).toBe(0);
    expect(vm.query).toEqual({});
    expect(applied).toEqual([]);

    vm.showResults();
    expect(vm.isOpen).toBe(false);
    expect(vm.activeCount).toBe(2);
    expect(vm.query).toEqual({ ageMin: 18, ageMax: 24, hairColor: ['blonde'] });
    expect(applied).toEqual([{ ageMin: 18, ageMax: 24, hairColor: ['blonde'] }]);
    expect(JSON.parse(storage.get(FILTER_STORAGE_KEY)!)).toEqual({
      version: '20220913A',
      selected: { age: ['18-24'], hairColor: ['blonde'] },
    });
  });

  it('drops the draft when the drawer closes without show results', () => {
    const { vm, applied } = setup();
    vm.openDrawer();
    vm.toggle('ethnicity', 'asian');
    vm.showResults();
    vm.openDrawer();
    vm.toggle('ethnicity', 'asian');
    vm.toggle('popular', 'free');
    vm.closeDrawer();
    expect(vm.isOpen).toBe(false);
    vm.openDrawer();
    expect(vm.isChecked('ethnicity', 'asian')).toBe(true);
    expect(vm.isChecked('popular', 'free')).toBe(false);
    expect(applied).toHaveLength(1);
  });

  it('clears the draft in the drawer, applied only with show results', () => {
    const { vm, applied, storage } = setup();
    vm.openDrawer();
    vm.setDraft('language', ['Dutch', 'German']);
    vm.showResults();
    vm.openDrawer();
    vm.clearDraft();
    expect(vm.draftCount).toBe(0);
    expect(vm.activeCount).toBe(2);
    vm.showResults();
    expect(applied.at(-1)).toEqual({});
    expect(storage.get(FILTER_STORAGE_KEY)).toBeNull();
  });

  it('removes a chip and clears all at once, storing and applying each change', () => {
    const { vm, applied, storage } = setup();
    vm.openDrawer();
    vm.toggle('hairColor', 'blonde');
    vm.toggle('hairColor', 'red');
    vm.toggle('body', 'shaved');
    vm.showResults();
    expect(vm.chips.map((chip) => chip.filter)).toEqual(['hairColor:blonde', 'hairColor:red', 'body:shaved']);

    vm.removeChip('hairColor', 'blonde');
    expect(vm.chips.map((chip) => chip.filter)).toEqual(['hairColor:red', 'body:shaved']);
    expect(applied.at(-1)).toEqual({ hairColor: ['red'], shaved: true });
    expect(JSON.parse(storage.get(FILTER_STORAGE_KEY)!).selected).toEqual({
      hairColor: ['red'],
      body: ['shaved'],
    });

    vm.clearAll();
    expect(vm.chips).toEqual([]);
    expect(vm.activeCount).toBe(0);
    expect(applied.at(-1)).toEqual({});
    expect(storage.get(FILTER_STORAGE_KEY)).toBeNull();
  });

  it('removes a filter set to an empty value', () => {
    const { vm } = setup();
    vm.openDrawer();
    vm.setDraft('gender', ['male', 'couple']);
    vm.setDraft('gender', '');
    vm.showResults();
    expect(vm.query).toEqual({});
  });

  it('restores the stored selection and applies it', () => {
    const stored = JSON.stringify({ version: '20220913A', selected: { gender: ['male'], popular: ['toy'] } });
    const { vm, applied } = setup({ stored });
    expect(vm.restore()).toBe(true);
    expect(vm.activeCount).toBe(2);
    expect(vm.query).toEqual({ gender: ['male'], cybertoy: true });
    expect(applied).toEqual([{ gender: ['male'], cybertoy: true }]);
    vm.openDrawer();
    expect(vm.isChecked('gender', 'male')).toBe(true);
  });

  it.each([
    ['another version', JSON.stringify({ version: '20200101A', selected: { gender: ['male'] } })],
    ['unreadable JSON', '{"version":'],
  ])('discards a stored value with %s', (_, stored) => {
    const { vm, applied, storage } = setup({ stored });
    expect(vm.restore()).toBe(false);
    expect(vm.activeCount).toBe(0);
    expect(applied).toEqual([]);
    expect(storage.get(FILTER_STORAGE_KEY)).toBeNull();
  });

  it('restores nothing when nothing is stored', () => {
    const { vm, applied } = setup();
    expect(vm.restore()).toBe(false);
    expect(applied).toEqual([]);
  });

  it('counts the performers matching the draft, base gender included', async () => {
    const { vm, fake } = setup();
    vm.openDrawer();
    expect(vm.matchingCount).toBeNull();
    await settle();
    expect(vm.matchingCount).toBe(await fake.ports.performers.count({ gender: 'female' }));
    vm.toggle('hairColor', 'red');
    vm.toggle('gender', 'male');
    await settle();
    expect(vm.matchingCount).toBe(
      await fake.ports.performers.count({ gender: ['male'], hairColor: ['red'] }),
    );
  });

  it('keeps only the count of the latest draft when answers cross', async () => {
    const { fake } = setup();
    const pending: { query: PerformerQuery; answer: (count: number) => void }[] = [];
    // The fake catalogue, with counts answered when the test says.
    const api: PerformerApi = Object.assign(Object.create(fake.ports.performers) as PerformerApi, {
      count: (query: PerformerQuery) =>
        new Promise<number>((resolve) => pending.push({ query, answer: resolve })),
    });
    const count = new CountPerformers(api, fake.logger);
    const vm = new FiltersViewModel({
      storage: new MemoryStorage(),
      onApply: () => undefined,
      performers: () => Promise.resolve({ countPerformers: count }),
    });
    vm.openDrawer();
    vm.toggle('age', '18-24');
    await settle();
    expect(pending.map((call) => call.query.ageMin)).toEqual([undefined, 18]);
    pending[1]!.answer(7);
    await settle();
    expect(vm.matchingCount).toBe(7);
    pending[0]!.answer(300);
    await settle();
    expect(vm.matchingCount).toBe(7);
  });

  it('shows no count when counting fails', async () => {
    const { vm, fake } = setup();
    fake.backend.faults.set({ errorRate: 1 });
    vm.openDrawer();
    await settle();
    expect(vm.matchingCount).toBeNull();
    expect(fake.logger.messages('error')).toEqual(['Unable to count performers']);
  });

  it('shows no count without a count use-case', async () => {
    const { vm } = setup({ withCount: false });
    vm.openDrawer();
    await settle();
    expect(vm.matchingCount).toBeNull();
  });
});
