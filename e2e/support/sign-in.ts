import { expect, type Page } from '@playwright/test';
import { demoUser, type Role } from './users';

/** Signs in through the sign-in form, as a user would, and waits for the home page. */
export async function signIn(page: Page, role: Role): Promise<void> {
  const u = demoUser(role);
  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(u.email);
  await page.getByLabel('Password').fill(u.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
}
