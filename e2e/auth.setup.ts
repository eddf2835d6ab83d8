import fs from 'node:fs';
import { test as setup } from '@playwright/test';
import { signIn } from './support/sign-in';
import { AUTH_DIR } from './support/target';
import { ROLES, authFile } from './support/users';

// Signs in once per role and saves the session for every other spec (loginAs / storageState).
for (const role of ROLES) {
  setup(`sign in as ${role}`, async ({ page }) => {
    fs.mkdirSync(AUTH_DIR, { recursive: true });
    await signIn(page, role);
    await page.context().storageState({ path: authFile(role) });
  });
}
