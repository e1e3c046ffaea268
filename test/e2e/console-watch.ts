import type { Page } from '@playwright/test';

/** Collects console errors and warnings (React reports hydration mismatches there) and page errors. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
