import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { returnLabels } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { merchantScope } from '@/server/core/resource-scope';
import { signFileLink } from '@/server/files/signed-links';
import { loadReturn } from '@/server/returns/reads/load-return';
import type { ReturnLabelDto } from '../schemas';

export type LabelRow = typeof returnLabels.$inferSelect;

/** 02 §2.4; the PDF's link is signed anew on every read (04 C3, C4). */
export async function toLabelDto(label: LabelRow): Promise<ReturnLabelDto> {
  return {
    status: label.status as ReturnLabelDto['status'],
    requested_at: label.requestedAt.toISOString(),
    updated_at: label.updatedAt ? label.updatedAt.toISOString() : null,
    attachment: label.status === 'complete' && label.fileId ? await signFileLink(label.fileId) : null,
    error_code: label.errorCode,
    error: label.error,
  };
}

export async function latestLabel(db: DbOrTx, returnId: string): Promise<LabelRow | null> {
  const [row] = await db
    .select()
    .from(returnLabels)
    .where(eq(returnLabels.orderReturnId, returnId))
    .orderBy(desc(returnLabels.requestedAt), desc(returnLabels.id))
    .limit(1);
  return row ?? null;
}

export async function findLabel(db: DbOrTx, labelId: string): Promise<LabelRow | null> {
  const [row] = await db
    .select()
    .from(returnLabels)
    .where(and(eq(returnLabels.id, labelId)))
    .limit(1);
  return row ?? null;
}

/** GET /v1/order-returns/{id}/return-label (02 §4.10, 04 E10). */
export async function getReturnLabel(
  db: DbOrTx,
  merchantId: string,
  returnId: string,
): Promise<ReturnLabelDto> {
  const r = await loadReturn(db, merchantScope(merchantId), returnId);
  const label = await latestLabel(db, r.id);
  if (!label) throw new AppError('RETURN_LABEL_NOT_FOUND');
  return toLabelDto(label);
}
