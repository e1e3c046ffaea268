import type { Locale } from '../../../../../src/core/common/locale.model';
import { AutocompletePerformers } from '../../../../../src/core/performers/autocomplete-performers.use-case';
import type { PerformerApi } from '../../../../../src/ports/performer-api.port';
import {
  SEARCH_DEBOUNCE_MS,
  SearchViewModel,
} from '../../../../../src/ui/features/performers/view-models/search.view-model';
import { fakeSetup } from '../../../support/fake-setup';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(locale: Locale = 'nl') {
  const fake = fakeSetup();
  const asked: string[] = [];
  const performers = fake.ports.performers;
  const api = {
    autocomplete: (text: string) => {
      asked.push(text);
      return performers.autocomplete(text);
    },
  } as PerformerApi;
  const useCase = new AutocompletePerformers(api, fake.logger);
  const vm = new SearchViewModel({
    performers: async () => ({ autocompletePerformers: useCase }),
    locale,
    timers: fake.clock,
  });
  return { fake, vm, asked };
}

/** Types the text, lets the debounce pass and the answer arrive. */
async function type(context: ReturnType<typeof setup>, text: string) {
  context.vm.setQuery(text);
  context.fake.clock.advance(SEARCH_DEBOUNCE_MS);
  await settle();
}

const cards = [{ username: 'Anna_21' }, { username: 'annabel' }, { username: 'Bea' }, { username: 'Hanna' }];

describe('SearchViewModel', () => {
  it('filters cards locally by a case-insensitive user name prefix; an empty query resets', () => {
    const { vm } = setup();
    vm.setQuery('AN');
    expect(vm.filterCards(cards).map((card) => card.username)).toEqual(['Anna_21', 'annabel']);
    expect(vm.matches('Hanna')).toBe(false);
    expect(vm.matches('annabel')).toBe(true);
    vm.setQuery('  ');
    expect(vm.filterCards(cards)).toEqual(cards);
    expect(vm.matches('Hanna')).toBe(true);
  });

  it('asks the server only for more than 2 characters, once per pause in typing', async () => {
    const context = setup();
    const { vm, fake, asked } = context;
    vm.setQuery('l');
    vm.setQuery('lo');
    fake.clock.advance(SEARCH_DEBOUNCE_MS);
    expect(asked).toEqual([]);
    vm.setQuery('lot');
    fake.clock.advance(SEARCH_DEBOUNCE_MS - 1);
    vm.setQuery('lott');
    fake.clock.advance(SEARCH_DEBOUNCE_MS - 1);
    expect(asked).toEqual([]);
    fake.clock.advance(1);
    await settle();
    expect(asked).toEqual(['lott']);
    expect(vm.suggestions.length).toBeGreaterThan(0);
    expect(vm.listOpen).toBe(true);
    for (const s of vm.suggestions) expect(s.username.toLowerCase().startsWith('lott')).toBe(true);
  });

  it('drops an answer that a newer query made stale, and clears suggestions on reset', async () => {
    const context = setup();
    const { vm, fake } = context;
    vm.setQuery('lot');
    fake.clock.advance(SEARCH_DEBOUNCE_MS);
    vm.setQuery('');
    await settle();
    expect(vm.suggestions).toEqual([]);
    expect(vm.listOpen).toBe(false);
    await type(context, 'lot');
    expect(vm.listOpen).toBe(true);
    vm.setQuery('lo');
    expect(vm.suggestions).toEqual([]);
    expect(vm.listOpen).toBe(false);
  });

  it('moves the highlight with wrapping and picks the profile path in the locale', async () => {
    const context = setup('en');
    const { vm } = context;
    await type(context, 'lot');
    const count = vm.suggestions.length;
    expect(count).toBeGreaterThan(1);
    vm.moveActive(1);
    expect(vm.activeIndex).toBe(0);
    vm.moveActive(-1);
    expect(vm.activeIndex).toBe(count - 1);
    vm.moveActive(1);
    vm.moveActive(1);
    expect(vm.activeSuggestion).toEqual(vm.suggestions[1]);
    const username = vm.suggestions[1]!.username;
    expect(vm.pick()).toBe(`/en/profile/${username}`);
    expect(vm.query).toBe(username);
    expect(vm.listOpen).toBe(false);
    expect(vm.pick()).toBeNull();
  });

  it('uses the unprefixed path for Dutch, and closing keeps the query', async () => {
    const context = setup('nl');
    const { vm } = context;
    await type(context, 'lot');
    expect(vm.pick(0)).toBe(`/profile/${vm.suggestions[0]!.username}`);
    await type(context, 'lot');
    vm.moveActive(1);
    vm.close();
    expect([vm.listOpen, vm.activeIndex, vm.query]).toEqual([false, -1, 'lot']);
    vm.moveActive(-1);
    expect(vm.listOpen).toBe(true);
  });

  it('suggests nothing when the server fails, and stops its timer on dispose', async () => {
    const context = setup();
    const { vm, fake, asked } = context;
    fake.backend.faults.set({ errorRate: 1 });
    await type(context, 'lott');
    expect(vm.suggestions).toEqual([]);
    expect(vm.listOpen).toBe(false);
    expect(fake.logger.messages('error')).toEqual(['Unable to autocomplete performers']);
    vm.setQuery('bea_');
    vm.dispose();
    fake.clock.advance(SEARCH_DEBOUNCE_MS);
    expect(asked).toEqual(['lott']);
  });
});
