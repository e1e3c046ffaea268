import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { FEATURE_DEPS } from '../tokens';
import type { FeatureDeps } from './feature-deps';

/**
 * One feature's bindings: its identifier, typed by what its loader returns, bound to that loader.
 * The loader runs with the feature's first `getAsync` and its promise is the container's singleton,
 * so a feature's use-cases are made once per request, tab or test. Loaded by createContainer.
 */
export class FeatureModule<T> extends ContainerModule {
  readonly token: ServiceIdentifier<T>;

  /** `name` names the identifier (inversify's messages show it); `load` makes the feature. */
  constructor(name: string, load: (deps: FeatureDeps) => Promise<T>) {
    const token: ServiceIdentifier<T> = Symbol.for(name);
    super(({ bind }) => {
      bind(token).toResolvedValue(load, [FEATURE_DEPS]).inSingletonScope();
    });
    this.token = token;
  }
}

/** The feature a module binds: `FeatureOf<typeof walletModule>` is the WalletFeature. */
export type FeatureOf<M> = M extends FeatureModule<infer T> ? T : never;
