import type { AppContainer } from '../../composition/app-container';
import { createContext, useContext, useState, type ReactNode } from 'react';

const ContainerContext = createContext<AppContainer | null>(null);

/** Gives components the container of this request (server) or this tab (browser). */
export function ContainerProvider(props: { container: AppContainer; children: ReactNode }) {
  return <ContainerContext.Provider value={props.container}>{props.children}</ContainerContext.Provider>;
}

export function useContainer(): AppContainer {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useContainer() needs a <ContainerProvider> above it');
  return container;
}

/**
 * A view model for the life of the component, made from the container once. `create` gets the
 * container so a page can pass what it knows (its locale, the server's state) along.
 */
export function useViewModel<T>(create: (container: AppContainer) => T): T {
  const container = useContainer();
  const [viewModel] = useState(() => create(container));
  return viewModel;
}
