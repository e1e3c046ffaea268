import { LoadLander } from '../../../../src/core/account/load-lander.use-case';
import { fakeSetup } from '../../support/fake-setup';

describe('LoadLander', () => {
  it('chooses the lander layout, the default for none, and warns when it is missing', async () => {
    const setup = fakeSetup();
    const load = new LoadLander(setup.ports.landers, setup.logger);
    const toy = await load.execute({ lander: 'toy-promo' });
    expect(toy.layout === 'lander' && toy.lander.id).toBe('toy-promo');
    await expect(load.execute({ lander: null })).resolves.toEqual({ layout: 'default' });
    expect(setup.logger.messages('warn')).toEqual([]);
    await expect(load.execute({ lander: 'gone' })).resolves.toEqual({ layout: 'default' });
    setup.backend.faults.set({ errorRate: 1 });
    await expect(load.execute({ lander: 'toy-promo' })).resolves.toEqual({ layout: 'default' });
    expect(setup.logger.messages('warn')).toHaveLength(2);
  });
});
