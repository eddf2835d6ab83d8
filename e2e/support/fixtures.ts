import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { authFile, type Role } from './users';

export { expect } from '@playwright/test';

/**
 * `loginAs(role)`: a new page already signed in as that role's demo user (storage state from auth.setup.ts), in
 * its own browser context, so one test can look at the portal as two roles side by side.
 * For a whole file as one role: `test.use({ storageState: authFile('merchant_admin') })`.
 */
export const test = base.extend<{ loginAs: (role: Role) => Promise<Page> }>({
  loginAs: async ({ browser, baseURL, javaScriptEnabled }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (role) => {
      // With the project's JavaScript setting (the no-javascript project turns it off).
      const context = await browser.newContext({ baseURL, storageState: authFile(role), javaScriptEnabled });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
});
