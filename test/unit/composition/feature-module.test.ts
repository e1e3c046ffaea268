import { Container } from 'inversify';
import { FeatureModule } from '../../../src/composition/features/feature-module';
import type { FeatureDeps } from '../../../src/composition/features/feature-deps';
import { FEATURE_DEPS } from '../../../src/composition/tokens';
import { createFakeApp } from './fake-app';

describe('a feature module', () => {
  it('binds its identifier to its loader, which runs once per container with the container’s deps', async () => {
    const given: FeatureDeps[] = [];
    const greeting = new FeatureModule('GreetingFeature', async (deps: FeatureDeps) => {
      given.push(deps);
      return { greet: () => 'hello' };
    });
    const deps = { logger: 'the logger' } as unknown as FeatureDeps;
    const [one, two] = [new Container(), new Container()];
    for (const container of [one, two]) {
      container.bind(FEATURE_DEPS).toConstantValue(deps);
      container.load(greeting);
    }
    const [first, again] = await Promise.all([one.getAsync(greeting.token), one.getAsync(greeting.token)]);
    expect(first.greet()).toBe('hello');
    expect(again).toBe(first);
    expect(await two.getAsync(greeting.token)).not.toBe(first);
    expect(given).toEqual([deps, deps]);
  });
});

describe('an App’s feature', () => {
  it('is the same loader each time it is read, so a view model may keep it', () => {
    const { app } = createFakeApp();
    expect(app.features.performers).toBe(app.features.performers);
    const { performers } = app.features;
    expect(performers()).toBe(app.features.performers());
  });
});
