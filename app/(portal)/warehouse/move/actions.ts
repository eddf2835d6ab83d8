'use server';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { portalActor, requireMerchantId, requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { parseForm } from '@/server/core/http/form-state';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';
import { parseIdempotencyKey } from '@/server/core/idempotency';
import { MoveForm } from '@/server/stock-ledger/moves/form-schemas';
import { moveScanned } from '@/server/stock-ledger/moves/move-units';

const movePath = (from: string, outcome: string) =>
  `/warehouse/move?${new URLSearchParams({ from })}&${outcome}`;

/** Move units by scanning (POST /ops/v1/stock-units/_move): a plain form, so it works without JavaScript. */
export async function moveAction(formData: FormData): Promise<void> {
  const user = await requireUser(WAREHOUSE_ROLES);
  const merchantId = await requireMerchantId(user);
  const from = String(formData.get('move.from_location') ?? '');
  const parsed = parseForm(MoveForm, formData);
  if (parsed.state) redirect(movePath(from, 'error=VALIDATION_ERROR'));
  let key: string | null = null;
  try {
    key = parseIdempotencyKey(String(formData.get('key') ?? ''), { required: false });
  } catch {
    key = null;
  }
  await redirectAfterAction(
    (outcome) => movePath(from, outcome),
    async () => {
      const { result } = await moveScanned(
        await getDb(),
        merchantId,
        parsed.data.move,
        key,
        portalActor(user),
      );
      const m = result.body.stock_move;
      return `done=moved&n=${m.quantity}&to=${encodeURIComponent(m.to_location)}`;
    },
    [`/warehouse/move`],
  );
}
