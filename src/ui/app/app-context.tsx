import { createContext, use, useContext, type ReactNode } from 'react';
import type { App, FeatureMap, FeatureName } from '../../composition/app';

const AppContext = createContext<App | null>(null);

/** Gives hooks the App of this request (server) or this tab (browser). */
export function AppProvider(props: { app: App; children: ReactNode }) {
  return <AppContext.Provider value={props.app}>{props.children}</AppContext.Provider>;
}

export function useApp(): App {
  const app = useContext(AppContext);
  if (!app) throw new Error('useApp() needs an <AppProvider> above it');
  return app;
}

/**
 * A feature's use-cases, synchronously. The first call in a tab suspends until the feature has
 * loaded (a Suspense boundary must be above: the lazy drawers and modals have one); a feature
 * already loaded is read at once. Only for parts that are not server-rendered: the server render
 * has no boundary to wait in, so its view models take the feature's loader instead.
 */
export function useFeature<N extends FeatureName>(name: N): FeatureMap[N] {
  const app = useApp();
  return use(app.features[name]());
}
