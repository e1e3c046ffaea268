import type { Page } from '@playwright/test';

/**
 * Holds back the page's scripts whose code `held` picks (all of them by default) until the
 * returned release is called; the others load meanwhile. A held one is fetched at once and
 * fulfilled later, so the route's handler never blocks the page's other requests.
 */
export async function holdScripts(
  page: Page,
  held: (code: string) => boolean = () => true,
): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    if (held(await response.text())) void released.then(() => route.fulfill({ response }));
    else await route.fulfill({ response });
  });
  return () => release();
}
