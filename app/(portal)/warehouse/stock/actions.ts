'use server';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { portalActor, requireMerchantId, requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { isId } from '@/server/core/ids';
import { formError, parseForm, type FormState } from '@/server/core/http/form-state';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';
import { changeUnit } from '@/server/stock/change-unit';
import { countStock } from '@/server/stock/count-stock';
import { receiveUnits } from '@/server/stock/receive-units';
import { ChangeUnitForm, ReceiveUnitsForm, StockCountForm } from '@/server/stock/form-schemas';

/** Receive units of one of the acting merchant's products (05 §3 POST /ops/v1/stock-units). */
export async function receiveUnitsAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const user = await requireUser(WAREHOUSE_ROLES);
  const merchantId = await requireMerchantId(user);
  const parsed = parseForm(ReceiveUnitsForm, formData);
  if (parsed.state) return parsed.state;
  try {
    const units = await receiveUnits(await getDb(), merchantId, parsed.data.receipt, portalActor(user));
    revalidatePath('/warehouse/stock');
    revalidatePath(`/products/${parsed.data.receipt.product_id}`);
    return {
      ok: true,
      message: `Received ${units.length} ${units.length === 1 ? 'unit' : 'units'} into ${parsed.data.receipt.location} (${parsed.data.receipt.state.replace('_', ' ')}).`,
      data: { id: units[0]?.id ?? '' },
    };
  } catch (err) {
    return formError(err, formData);
  }
}

const stockPath = (productId: string, outcome: string) =>
  `/warehouse/stock/${isId(productId) ? productId : ''}?${outcome}`;

/** Change one unit's state and/or location (05 §3 PATCH /ops/v1/stock-units/{id}). */
export async function changeUnitAction(formData: FormData): Promise<void> {
  const user = await requireUser(WAREHOUSE_ROLES);
  const merchantId = await requireMerchantId(user);
  const productId = String(formData.get('product_id') ?? '');
  const unitId = String(formData.get('unit_id') ?? '');
  const parsed = parseForm(ChangeUnitForm, formData);
  if (parsed.state) redirect(stockPath(productId, 'error=VALIDATION_ERROR'));
  await redirectAfterAction(
    (outcome) => stockPath(productId, outcome),
    async () => {
      const unit = await changeUnit(
        await getDb(),
        merchantId,
        unitId,
        parsed.data.stock_unit,
        portalActor(user),
      );
      revalidatePath(`/products/${unit.product_id}`);
      return `changed=${encodeURIComponent(unit.id)}`;
    },
  );
}

/** Record a warehouse count (05 §3 POST /ops/v1/products/{id}/stock-count, 04 E12). */
export async function countStockAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const user = await requireUser(WAREHOUSE_ROLES);
  const merchantId = await requireMerchantId(user);
  const productId = String(formData.get('product_id') ?? '');
  const parsed = parseForm(StockCountForm, formData);
  if (parsed.state) return parsed.state;
  try {
    const product = await countStock(
      await getDb(),
      merchantId,
      productId,
      parsed.data.stock_count.counted_quantity,
      portalActor(user),
    );
    revalidatePath(`/products/${productId}`);
    revalidatePath(`/warehouse/stock/${productId}`);
    return {
      ok: true,
      message: product.stock.discrepancy
        ? `Count recorded: ${product.stock.last_counted_quantity} counted, ${product.stock.on_hand} on hand. The stock is marked as in discrepancy.`
        : `Count recorded: ${product.stock.last_counted_quantity} counted, matching on hand.`,
    };
  } catch (err) {
    return formError(err, formData);
  }
}
