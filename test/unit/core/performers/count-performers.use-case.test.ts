import { CountPerformers } from '../../../../src/core/performers/count-performers.use-case';
import { ListPerformers } from '../../../../src/core/performers/list-performers.use-case';
import { filtersToQuery } from '../../../../src/core/performers/filters';
import { fakeSetup } from '../../support/fake-setup';

describe('CountPerformers', () => {
  it('counts what the grid lists for the same filters, base gender included', async () => {
    const setup = fakeSetup();
    const count = new CountPerformers(setup.ports.performers, setup.logger);
    const list = new ListPerformers(setup.ports.performers, setup.logger);
    for (const filters of [undefined, filtersToQuery({ hairColor: ['blonde'], age: ['18-24'] })]) {
      const page = await list.execute({ locale: 'nl', filters });
      const counted = await count.execute({ filters });
      expect(page.ok && counted).toEqual({ ok: true, value: page.ok ? page.value.total : -1 });
    }
    const women = await count.execute({});
    const men = await count.execute({ filters: filtersToQuery({ gender: ['male'] }) });
    const all = await setup.ports.performers.count({});
    expect(women.ok && men.ok && women.value + men.value).toBeLessThan(all);
    expect(men.ok && men.value).toBe(await setup.ports.performers.count({ gender: 'male' }));
  });

  it('fails with unavailable and logs it', async () => {
    const setup = fakeSetup();
    setup.backend.faults.set({ errorRate: 1 });
    const result = await new CountPerformers(setup.ports.performers, setup.logger).execute({});
    expect(result).toEqual({ ok: false, error: { kind: 'unavailable' } });
    expect(setup.logger.messages('error')).toEqual(['Unable to count performers']);
  });
});
