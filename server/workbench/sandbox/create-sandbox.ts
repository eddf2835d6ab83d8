import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { merchants } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { MERCHANT_SCOPES } from '@/server/core/scopes';
import { createApiClient } from '@/server/api-clients/manage-api-clients';
import { findSandbox, toSandboxDto, type SandboxDto } from '@/server/merchants/sandbox';
import { createProduct } from '@/server/products/create-product';
import { receiveUnits } from '@/server/stock/receive-units';

/** The demo-like catalogue a new sandbox starts with: products with free stock on the shelf. */
const SANDBOX_PRODUCTS = [
  {
    sku: 'SB-COF-500',
    name: 'Dark roast coffee 500 g (sandbox)',
    gtin: '6410405082657',
    q: 40,
    loc: 'A-01-01',
  },
  { sku: 'SB-TEA-GRN', name: 'Green tea, 20 bags (sandbox)', gtin: '6417700050015', q: 25, loc: 'A-02-01' },
  { sku: 'SB-OAT-1KG', name: 'Rolled oats 1 kg (sandbox)', gtin: '6408430000012', q: 12, loc: 'B-01-01' },
  { sku: 'SB-MUG-WHT', name: 'White mug (sandbox)', gtin: null, q: 8, loc: 'C-03-02' },
];

/**
 * Creates the live merchant's sandbox (an operator or the merchant's admin): a merchant of its own flagged
 * sandbox, with products that have stock and an API client holding every merchant scope (its secret is in
 * this answer only). A merchant has at most one: asking again answers the existing one (created: false).
 * Concurrent calls for one merchant run one at a time (a transaction advisory lock).
 */
export async function createSandbox(
  db: Db,
  liveMerchantId: string,
  actor: Actor,
): Promise<{
  sandbox: SandboxDto;
  created: boolean;
  api_client: { client_id: string; client_secret: string } | null;
}> {
  if (!isId(liveMerchantId)) throw new AppError('MERCHANT_NOT_FOUND');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sandbox:${liveMerchantId}`}, 0))`);
    const [live] = await tx.select().from(merchants).where(eq(merchants.id, liveMerchantId));
    if (!live) throw new AppError('MERCHANT_NOT_FOUND');
    if (live.sandbox) throw new AppError('MERCHANT_IS_SANDBOX');
    const existing = await findSandbox(tx, live.id);
    if (existing) return { sandbox: existing, created: false, api_client: null };
    const [row] = await tx
      .insert(merchants)
      .values({ name: `${live.name} (sandbox)`, sandbox: true, sandboxOf: live.id })
      .returning();
    for (const p of SANDBOX_PRODUCTS) {
      const product = await createProduct(tx, row!.id, { sku: p.sku, name: p.name, gtin: p.gtin }, actor);
      await receiveUnits(
        tx,
        row!.id,
        { product_id: product.id, quantity: p.q, location: p.loc, state: 'on_shelf' },
        actor,
      );
    }
    const client = await createApiClient(tx, row!.id, {
      name: 'Sandbox client',
      scopes: [...MERCHANT_SCOPES],
    });
    return {
      sandbox: toSandboxDto(row!),
      created: true,
      api_client: { client_id: client.client_id, client_secret: client.client_secret },
    };
  });
}
