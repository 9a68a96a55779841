// The end-to-end suite's settings for @playwright/test. tests/e2e/run builds
// and serves the app, then runs `playwright test -c tests/e2e/playwright.config.mjs`
// with DAMAS_BASE_URL (the static server) and DAMAS_GAME_URL (damas-server).
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.mjs$/,
  // Two spec files at a time (each file's tests in order); perf.spec's
  // timings want the machine to itself: it runs alone, after the rest.
  workers: 2,
  fullyParallel: false,
  projects: [
    { name: 'suite', testIgnore: /perf\.spec\.mjs$/ },
    { name: 'perf', testMatch: /perf\.spec\.mjs$/, dependencies: ['suite'] },
  ],
  // A failure is a failure: nothing is retried.
  retries: 0,
  // The longest tests solve every lesson level of a course by its hints.
  timeout: 10 * 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: true,
  reporter: [['list']],
  // Each failed test's traces (tests/e2e/lib.mjs) and attachments.
  outputDir: '../../target/e2e-results',
});
