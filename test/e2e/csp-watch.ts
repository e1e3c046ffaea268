import { test as base, type Browser, type BrowserContext } from '@playwright/test';

// Specs import `test` (and everything else Playwright offers) from here instead of
// '@playwright/test': this module's own `test` shadows the re-exported one.
export * from '@playwright/test';

const BINDING = '__reportCspViolation';
// A context is watched once, however it was made (Playwright's own fixture uses browser.newContext).
const watched = new WeakSet<BrowserContext>();

/**
 * Listens in every page of a context (and every page it opens later) for the browser's
 * `securitypolicyviolation` event and hands each one to `report`.
 */
async function watchContext(context: BrowserContext, report: (violation: string) => void): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  await context.exposeBinding(BINDING, ({ page }, violation: string) =>
    report(`${violation} on ${page.url()}`),
  );
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const blocked = event.blockedURI || 'inline';
      const where = `${event.sourceFile || 'page'}:${event.lineNumber}`;
      const send = (window as unknown as Record<string, (text: string) => void>)[binding];
      void send?.(`${event.disposition} ${event.effectiveDirective} blocked ${blocked} at ${where}`);
    });
  }, BINDING);
}

/** Makes contexts and pages a test creates itself from `browser` watched too, for this test only. */
function watchNewContexts(browser: Browser, watch: (context: BrowserContext) => Promise<void>): () => void {
  const { newContext, newPage } = browser;
  browser.newContext = async (...args) => {
    const context = await newContext.apply(browser, args);
    await watch(context);
    return context;
  };
  browser.newPage = async (...args) => {
    const page = await newPage.apply(browser, args);
    await watch(page.context());
    return page;
  };
  return () => {
    browser.newContext = newContext;
    browser.newPage = newPage;
  };
}

/**
 * Playwright's `test`, failing any test during which a page reported a Content-Security-Policy
 * violation. `cspViolations` lists them as they arrive; a test that provokes one on purpose takes
 * it out of the list (`splice`) after checking it.
 */
export const test = base.extend<{ cspViolations: string[]; cspWatch: void }>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  cspViolations: async ({}, use) => {
    const violations: string[] = [];
    await use(violations);
    base.expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  context: async ({ context, cspViolations }, use) => {
    await watchContext(context, (violation) => cspViolations.push(violation));
    await use(context);
  },
  cspWatch: [
    async ({ browser, cspViolations }, use) => {
      const restore = watchNewContexts(browser, (context) =>
        watchContext(context, (violation) => cspViolations.push(violation)),
      );
      await use();
      restore();
    },
    { auto: true },
  ],
});
