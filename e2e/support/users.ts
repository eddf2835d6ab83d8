import { AUTH_DIR } from './target';
import {
  DEMO_MERCHANT_ID,
  DEMO_OPERATOR_CLIENT,
  DEMO_OTHER_MERCHANT_ID,
  DEMO_USERS,
} from '../../server/demo/demo-data';

export type Role = (typeof DEMO_USERS)[number]['role'];
export const ROLES: Role[] = ['merchant_admin', 'merchant_staff', 'warehouse_staff', 'operator_admin'];

/** The demo user of each role (the server runs with DEMO_SEED=1). */
export function demoUser(role: Role) {
  const u = DEMO_USERS.find((x) => x.role === role);
  if (!u) throw new Error(`no demo user with role ${role}`);
  return u;
}

export { DEMO_MERCHANT_ID, DEMO_OTHER_MERCHANT_ID, DEMO_OPERATOR_CLIENT };
export const DEMO_MERCHANT_NAME = 'Nordic Pantry Oy';
export const DEMO_OTHER_MERCHANT_NAME = 'Alpine Outdoor GmbH';

/** Signed-in storage state of a role on the server under test, written by auth.setup.ts (git-ignored). */
export function authFile(role: Role): string {
  return `${AUTH_DIR}/${role}.json`;
}
