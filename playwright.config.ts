import { defineConfig, devices } from '@playwright/test';
import { createServer } from 'node:net';
import { CHROMIUM_FLAGS, findChromium } from './scripts/find-chromium.mjs';

/** A port nobody listens on right now; the e2e server takes it a moment later. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

// Workers load this file again: the port chosen by the runner reaches them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_FEATURES_PORT ??= String(await freePort());
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  workers: 2,
  // Two workers, two servers and Chromium share two cores: under that load a navigation or an axe
  // scan can take several seconds. A broken page still fails, only later.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that fails once is a defect of the site or of the test, to be found.
  retries: 0,
  reporter: 'list',
  use: { baseURL, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: findChromium(),
          args: [...CHROMIUM_FLAGS],
        },
      },
    },
  ],
  // The production server; scripts/start.mjs builds first if dist/ is missing or stale. Playwright
  // starts the servers one after the other, so the second never builds alongside the first. The
  // second is a partner's white label (test/e2e/fixtures) with the categories feature on, and its
  // sandbox is the one tests inject faults into: its renders ask the backend every time (no
  // performer catalogue cache), so a render under the faults meets them whatever ran before it.
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: baseURL,
      env: { PORT: process.env.E2E_PORT },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://localhost:${process.env.E2E_FEATURES_PORT}`,
      env: {
        PORT: process.env.E2E_FEATURES_PORT,
        FEATURES: 'categories',
        PERFORMER_CACHE_SECONDS: '0',
        WHITE_LABEL_CONFIG: 'test/e2e/fixtures/white-label.json',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
