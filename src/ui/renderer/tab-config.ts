import type { Locale } from '../../core/model/locale';
import type { AppConfig } from '../../composition/app-config';
import type { ShellViewModel } from '../view-models/shell.view-model';

/**
 * The browser configuration the first page of a visit brought. Hooks that run before a page's
 * context exists on the client (routing, guards) read it here; later pages do not carry it again.
 */
let current: AppConfig | null = null;

export function rememberTabConfig(config: AppConfig): void {
  current = config;
}

export function tabConfig(): AppConfig | null {
  return current;
}

export function tabLocaleDomains(): Record<string, Locale> | undefined {
  return current?.whiteLabel.domains;
}

let shell: ShellViewModel | null = null;

/** The tab's frame, for hooks that run outside React (page transitions). */
export function rememberTabShell(value: ShellViewModel): void {
  shell = value;
}

export function tabShell(): ShellViewModel | null {
  return shell;
}
