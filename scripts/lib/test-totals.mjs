import { existsSync, readFileSync } from 'node:fs';

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

/**
 * Prints the runners' counts added up, as one plain closing line ('N passed, N failed') that any
 * CI can read, after Jest's and Playwright's own summaries.
 */
export function printTotals(reports) {
  const jest = readJson(`${reports}/jest.json`);
  const playwright = readJson(`${reports}/playwright.json`);
  const stats = playwright?.stats ?? {};
  const passed = (jest?.numPassedTests ?? 0) + (stats.expected ?? 0) + (stats.flaky ?? 0);
  const failed = (jest?.numFailedTests ?? 0) + (stats.unexpected ?? 0);
  const skipped = (jest?.numPendingTests ?? 0) + (stats.skipped ?? 0);
  console.log(`\nJest ${jest?.numPassedTests ?? 0} passed; Playwright ${stats.expected ?? 0} passed`);
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
}
