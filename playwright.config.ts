import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/browser';
import { BASE_URL, E2E_PORT, EXTERNAL_BASE_URL, OUTPUT_DIR } from './e2e/support/target';

/**
 * End-to-end tests: real Chromium against the production build (e2e/README.md).
 * E2E_BASE_URL set: run against that server (e.g. your own dev server); otherwise build and start one on
 * E2E_PORT (default 3210) with the demo data, on DATABASE_URL if set, else a fresh embedded database.
 */
const port = E2E_PORT;

/**
 * A phone as Playwright describes it (screen, pixel ratio, touch, mobile user agent), driven by Chromium: the
 * profiles' own browser (WebKit for the iPhone) is not installed here, so `defaultBrowserType` is dropped.
 */
function phone(name: 'iPhone 13' | 'Pixel 7') {
  const { defaultBrowserType: _browser, ...profile } = devices[name];
  return { ...profile, launchOptions: chromiumLaunchOptions() };
}
/** The customer pages on real phone profiles (e2e/*phone.spec.ts): every control tapped, nothing past the screen. */
const PHONE_SPECS = /phone\.spec\.ts/;
const external = EXTERNAL_BASE_URL;
const baseURL = BASE_URL;

export default defineConfig({
  testDir: 'e2e',
  outputDir: OUTPUT_DIR,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Generous: the machine is shared, and a dev server compiles each page on its first request.
  timeout: external ? 120_000 : 60_000,
  expect: { timeout: external ? 30_000 : 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions(),
    // Recorded on a failed test's retry (CI retries once): recording every test's trace, to keep it only on
    // failure, cost about 15 % of the browser tests' time (docs/decisions/testing.md).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
      dependencies: ['setup'],
      testIgnore: [/.*\.setup\.ts/, /no-javascript\.spec\.ts/, PHONE_SPECS],
    },
    { name: 'phone-iphone-13', use: phone('iPhone 13'), dependencies: ['setup'], testMatch: PHONE_SPECS },
    { name: 'phone-pixel-7', use: phone('Pixel 7'), dependencies: ['setup'], testMatch: PHONE_SPECS },
    {
      // The portal without client JavaScript (06 "Expectations"): every form of every role, as plain posts.
      name: 'no-javascript',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions(),
        javaScriptEnabled: false,
      },
      dependencies: ['setup'],
      testMatch: /no-javascript\.spec\.ts/,
    },
  ],
  webServer: external
    ? undefined
    : {
        command: 'node e2e/support/start-server.mjs',
        // Ready = migrations applied and the database answers (the demo data is loaded before the first request).
        url: `${baseURL}/readyz`,
        // First run builds the app (several minutes on a small machine).
        timeout: 15 * 60_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          NEXTAUTH_URL: baseURL,
          DEMO_SEED: '1',
          WEBHOOKS_ALLOW_INSECURE: '1',
          LABEL_CARRIER_DELAY_MS: '300',
          OPERATOR_CLIENT_ID: process.env.OPERATOR_CLIENT_ID ?? 'e2e-operator',
          OPERATOR_CLIENT_SECRET:
            process.env.OPERATOR_CLIENT_SECRET ?? 'e2e-operator-secret-not-for-production',
          // Every spec signs in as the same demo users; the real limit (10 per 15 minutes) would lock them out.
          LOGIN_ATTEMPTS_PER_15_MIN: process.env.LOGIN_ATTEMPTS_PER_15_MIN ?? '1000',
          LOG_REQUESTS: '0',
          // `next start` runs as production; the test server generates its keys.
          ALLOW_GENERATED_SECRETS: '1',
        },
      },
});
