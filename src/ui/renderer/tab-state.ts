import type { App } from '../../composition/app';
import type { ShellViewModel } from '../features/shell/view-models/shell.view-model';

let shell: ShellViewModel | null = null;

/** The tab's frame, for hooks that run outside React (page transitions). */
export function rememberTabShell(value: ShellViewModel): void {
  shell = value;
}

export function tabShell(): ShellViewModel | null {
  return shell;
}

let app: App | null = null;

export function rememberTabApp(value: App): void {
  app = value;
}

/**
 * The App of the page being prepared: the request's on the server, the tab's in the browser
 * (where it exists from the first page on; routing only runs for later pages).
 */
export function pageApp(pageContext: { isClientSide: boolean; app?: App }): App | null {
  return pageContext.isClientSide ? app : (pageContext.app ?? null);
}
