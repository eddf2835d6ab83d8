import type { OrderItem, Product } from '@/db/schema';
import { now } from '@/server/core/clock';
import { newId } from '@/server/core/ids';
import { roundMoney } from '@/server/orders/formats';
import {
  CUSTOMER_FIELDS,
  type AttachmentDto,
  type Customer,
  type CustomerInput,
  type LineInput,
} from '@/server/orders/schemas';

/** Request values -> stored column values (the documented normalisation of docs/decisions/orders.md). */
export function toCustomer(input: CustomerInput | null | undefined, base?: Customer): Customer {
  const out = {} as Customer;
  for (const f of CUSTOMER_FIELDS) {
    const v = input?.[f];
    out[f] = v === undefined ? (input === null ? null : (base?.[f] ?? null)) : v;
  }
  return out;
}

/** 04 E2: true -> a hold created now; false or null -> no hold. */
export function toProcessHold(hold: boolean | null | undefined) {
  return hold ? { id: null, comment: null, created: { ts: now().toISOString() }, expires: null } : null;
}

export function toDate(s: string | null | undefined): Date | null {
  return s ? new Date(s) : null;
}

export function toCodeInfo(v: { code: string; info?: string | null } | null | undefined) {
  return v ? { code: v.code, info: v.info ?? null } : null;
}

export function toSalesInfo(s: LineInput['sales_info']) {
  if (!s) return null;
  return {
    gross_price: s.gross_price === null ? null : roundMoney(s.gross_price),
    tax_percent: s.tax_percent,
    currency: s.currency === undefined ? 'EUR' : s.currency,
  };
}

function toComponents(c: LineInput['product']['components']) {
  if (!c) return null;
  return c.map((x) => ({
    product: {
      id: x.product.id,
      ...(x.product.name !== undefined ? { name: x.product.name } : {}),
      ...(x.product.sku !== undefined ? { sku: x.product.sku } : {}),
    },
    amount: x.amount,
  }));
}

/** One stored order line: the product's name/SKU snapshot, the resolved fulfillment_by (01 §2.5). */
export function buildLineRow(
  line: LineInput,
  product: Product,
  attachments: AttachmentDto[],
  ctx: { orderId: string; merchantId: string; position: number; id?: string },
): OrderItem {
  const productFulfillmentBy = line.product.fulfillment_by ?? product.fulfillmentBy ?? null;
  return {
    id: ctx.id ?? newId(),
    orderId: ctx.orderId,
    merchantId: ctx.merchantId,
    position: ctx.position,
    productId: product.id,
    productSku: product.sku,
    productName: product.name,
    productFulfillmentBy,
    productComponents: toComponents(line.product.components),
    fulfillmentBy: line.fulfillment_by ?? productFulfillmentBy ?? 'provider',
    fulfillmentByOverride: line.fulfillment_by ?? null,
    quantity: line.quantity,
    salesInfo: toSalesInfo(line.sales_info),
    additionalInfo: line.additional_info ?? null,
    bestBeforeDate: line.best_before_date ?? null,
    batchNumbers: line.batch_numbers ?? null,
    extraServices: attachments,
    createdAt: now(),
  };
}
