import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { incidents } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';

/** Incidents (05 §3, 04 D1): recorded by other operations (e.g. units leaving a product in a split). */
export async function createIncident(
  tx: DbOrTx,
  input: {
    merchantId: string;
    type: string;
    productId: string;
    quantity: number;
    details?: Record<string, unknown> | null;
  },
): Promise<string> {
  const [row] = await tx
    .insert(incidents)
    .values({
      merchantId: input.merchantId,
      type: input.type,
      productId: input.productId,
      quantity: input.quantity,
      details: input.details ?? null,
    })
    .returning({ id: incidents.id });
  return row!.id;
}

export async function getIncident(db: DbOrTx, merchantId: string, id: string) {
  if (!isId(id)) throw new AppError('INCIDENT_NOT_FOUND');
  const [i] = await db
    .select()
    .from(incidents)
    .where(and(eq(incidents.id, id), eq(incidents.merchantId, merchantId)));
  if (!i) throw new AppError('INCIDENT_NOT_FOUND');
  return {
    id: i.id,
    type: i.type,
    product_id: i.productId,
    quantity: i.quantity,
    created_at: i.createdAt.toISOString(),
    details: (i.details as Record<string, unknown> | null) ?? null,
  };
}
