import type { Page } from '@playwright/test';
import type { A11yPage } from './a11y-pages';
import { noSeriousAxe } from './axe';
import { expect, test } from './fixtures';

/** The page answers 200 where it was asked (no redirect) and has no serious or critical axe-core violation. */
async function check(target: Page, path: string) {
  const response = await target.goto(path);
  expect(response?.status()).toBe(200);
  expect(new URL(target.url()).pathname).toBe(path.split('?')[0]);
  await noSeriousAxe(target);
}

/** One test per page of support/a11y-pages.ts, each in the browser context of its role. */
export function axePageTests(pages: A11yPage[]) {
  for (const p of pages) {
    const title = `axe: ${p.path} as ${p.role ?? 'signed-out visitor'}`;
    const role = p.role;
    // A signed-in page asks only for its own browser context (the `page` fixture would open a second one).
    if (role) test(title, async ({ loginAs }) => check(await loginAs(role), p.path));
    else test(title, async ({ page }) => check(page, p.path));
  }
}
