import { createContext, useContext, type ReactNode } from 'react';
import type { ShellViewModel } from '../features/shell/view-models/shell.view-model';

const ShellContext = createContext<ShellViewModel | null>(null);

/** Gives every component the frame's state: member, favourites, modals, viewport, progress. */
export function ShellProvider(props: { shell: ShellViewModel; children: ReactNode }) {
  return <ShellContext.Provider value={props.shell}>{props.children}</ShellContext.Provider>;
}

export function useShell(): ShellViewModel {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell() needs a <ShellProvider> above it');
  return shell;
}
