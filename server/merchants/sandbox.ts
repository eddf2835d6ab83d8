import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { merchants } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';

/**
 * "Sandbox" as a property of a merchant (a merchant row flagged `sandbox`, `sandbox_of` naming its live
 * merchant), which the domains and the portal's session read. Creating a sandbox and its simulations are the
 * workbench's (server/workbench/sandbox/).
 */
export interface SandboxDto {
  id: string;
  name: string;
  sandbox_of: string;
  created_at: string;
}

/** A sandbox merchant's row as the API shows it. */
export function toSandboxDto(m: typeof merchants.$inferSelect): SandboxDto {
  return { id: m.id, name: m.name, sandbox_of: m.sandboxOf!, created_at: m.createdAt.toISOString() };
}

/** The live merchant's sandbox, or null. */
export async function findSandbox(db: DbOrTx, liveMerchantId: string): Promise<SandboxDto | null> {
  const [row] = await db
    .select()
    .from(merchants)
    .where(and(eq(merchants.sandboxOf, liveMerchantId), eq(merchants.sandbox, true)))
    .limit(1);
  return row ? toSandboxDto(row) : null;
}

/** Whether a merchant is a sandbox (and which live merchant it belongs to). */
export async function sandboxState(
  db: DbOrTx,
  merchantId: string,
): Promise<{ sandbox: boolean; sandboxOf: string | null; name: string } | null> {
  if (!isId(merchantId)) return null;
  const [row] = await db
    .select({ sandbox: merchants.sandbox, sandboxOf: merchants.sandboxOf, name: merchants.name })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row ?? null;
}

/** 403 SANDBOX_ONLY unless the merchant is a sandbox: simulations never touch a live merchant. */
export async function assertSandbox(db: DbOrTx, merchantId: string): Promise<void> {
  const state = await sandboxState(db, merchantId);
  if (!state?.sandbox) throw new AppError('SANDBOX_ONLY');
}
