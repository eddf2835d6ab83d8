import { expect, type Page } from '@playwright/test';
import { demoUser, type Role } from './users';

/** Signs in through the sign-in form, as a user would, and waits for the home page. */
export async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 90_000 });
}

/** Signs in as the demo user of a role. */
export async function signIn(page: Page, role: Role): Promise<void> {
  const u = demoUser(role);
  await signInWith(page, u.email, u.password);
}
