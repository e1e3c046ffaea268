import { createContext, useContext, type ReactNode } from 'react';
import type { PageContext } from 'vike/types';

const Context = createContext<PageContext | undefined>(undefined);

/** Gives components the current pageContext (locale, props, state) without prop drilling. */
export function PageContextProvider(props: { pageContext: PageContext; children: ReactNode }) {
  return <Context.Provider value={props.pageContext}>{props.children}</Context.Provider>;
}

export function usePageContext(): PageContext {
  const pageContext = useContext(Context);
  if (!pageContext) throw new Error('usePageContext() needs a <PageContextProvider> above it');
  return pageContext;
}
