import type { AppContainer } from '../../composition/app-container';
import type { ShellViewModel } from '../features/shell/view-models/shell.view-model';

let shell: ShellViewModel | null = null;

/** The tab's frame, for hooks that run outside React (page transitions). */
export function rememberTabShell(value: ShellViewModel): void {
  shell = value;
}

export function tabShell(): ShellViewModel | null {
  return shell;
}

let container: AppContainer | null = null;

export function rememberTabContainer(value: AppContainer): void {
  container = value;
}

/** The tab's container, for hooks that run before React (routing, guards). */
export function tabContainer(): AppContainer | null {
  return container;
}

/**
 * The container of the page being prepared: the request's on the server, the tab's in the
 * browser (where it exists from the first page on; routing only runs for later pages).
 */
export function pageContainer(pageContext: {
  isClientSide: boolean;
  container?: AppContainer;
}): AppContainer | null {
  return pageContext.isClientSide ? container : (pageContext.container ?? null);
}
