import { AutocompletePerformers } from '../../../../src/core/performers/autocomplete-performers.use-case';
import type { PerformerApi } from '../../../../src/ports/performer-api.port';
import { fakeSetup } from '../../support/fake-setup';

/** The fake catalogue, counting autocomplete calls and adding one answer that does not fit. */
function countingApi(api: PerformerApi) {
  const calls: string[] = [];
  const wrapped: PerformerApi = {
    featuredCategories: () => api.featuredCategories(),
    profile: (id) => api.profile(id),
    profileByUsername: (username) => api.profileByUsername(username),
    count: (query) => api.count(query),
    find: (query) => api.find(query),
    autocomplete: async (username) => {
      calls.push(username);
      return [...(await api.autocomplete(username)), { id: 1, username: 'Zz_not_a_match' }];
    },
  };
  return { calls, api: wrapped };
}

async function someUsername(api: PerformerApi): Promise<string> {
  const [first] = (await api.find({ page: 1, limit: 1 })).items;
  return first!.username;
}

describe('AutocompletePerformers', () => {
  it('suggests only user names starting with the query, whatever its case', async () => {
    const setup = fakeSetup();
    const { api } = countingApi(setup.ports.performers);
    const username = await someUsername(api);
    const useCase = new AutocompletePerformers(api, setup.logger);
    const exact = await useCase.execute({ query: ` ${username.toUpperCase()} ` });
    expect(exact.map((s) => s.username)).toContain(username);
    const prefix = username.slice(0, 3);
    const found = await useCase.execute({ query: prefix.toLowerCase() });
    expect(found.length).toBeGreaterThan(0);
    for (const suggestion of [...exact, ...found]) {
      expect(Object.keys(suggestion).sort()).toEqual(['id', 'username']);
      expect(suggestion.username.toLowerCase().startsWith(prefix.toLowerCase())).toBe(true);
    }
  });

  it('does not ask the server for queries of 2 characters or fewer', async () => {
    const setup = fakeSetup();
    const { api, calls } = countingApi(setup.ports.performers);
    const useCase = new AutocompletePerformers(api, setup.logger);
    for (const query of ['', '  ', 'an', ' an  '])
      await expect(useCase.execute({ query })).resolves.toEqual([]);
    expect(calls).toEqual([]);
    await useCase.execute({ query: ' ann ' });
    expect(calls).toEqual(['ann']);
  });

  it('logs a failure and suggests nothing', async () => {
    const setup = fakeSetup();
    setup.backend.faults.set({ errorRate: 1 });
    const found = await new AutocompletePerformers(setup.ports.performers, setup.logger).execute({
      query: 'anna',
    });
    expect(found).toEqual([]);
    expect(setup.logger.messages('error')).toEqual(['Unable to autocomplete performers']);
  });
});
