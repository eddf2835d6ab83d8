import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { billingAccounts, merchants, type InvoiceBuyer } from '@/db/schema';
import { now } from '@/server/core/clock';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { merchantExists } from '@/server/merchants/merchant-exists';
import type { BillingDetailsDto, BillingDetailsInput } from '../schemas';

/** Who an invoice is addressed to: the merchant's billing details where it has them, else its name. */
export type Buyer = InvoiceBuyer;

/** GET /ops/v1/merchants/{id}/billing-details: every field null until the operator sets them. */
export async function merchantBillingDetails(db: DbOrTx, merchantId: string): Promise<BillingDetailsDto> {
  await assertMerchant(db, merchantId);
  const [a] = await db.select().from(billingAccounts).where(eq(billingAccounts.merchantId, merchantId));
  return {
    merchant_id: merchantId,
    legal_name: a?.legalName ?? null,
    street: a?.street ?? null,
    postal_code: a?.postalCode ?? null,
    city: a?.city ?? null,
    country_code: a?.countryCode ?? null,
    vat_id: a?.vatId ?? null,
  };
}

/**
 * PUT /ops/v1/merchants/{id}/billing-details: the details the merchant's invoices are addressed to, all replaced
 * (a field left out is cleared). Invoices issued from now on are addressed to them (an issued invoice keeps the
 * buyer it was issued to); the merchant's rate card is not touched.
 */
export async function setBillingDetails(
  db: Db,
  merchantId: string,
  input: BillingDetailsInput,
): Promise<BillingDetailsDto> {
  await assertMerchant(db, merchantId);
  const details = {
    legalName: input.legal_name,
    street: input.street ?? null,
    postalCode: input.postal_code ?? null,
    city: input.city ?? null,
    countryCode: input.country_code,
    vatId: input.vat_id ?? null,
  };
  await db
    .insert(billingAccounts)
    .values({ merchantId, ...details })
    .onConflictDoUpdate({ target: billingAccounts.merchantId, set: { ...details, updatedAt: now() } });
  return merchantBillingDetails(db, merchantId);
}

/** The buyer of a merchant's invoices (its billing details over its name). */
export async function buyerOf(db: DbOrTx, merchantId: string): Promise<Buyer> {
  const [row] = await db
    .select({
      name: merchants.name,
      legalName: billingAccounts.legalName,
      street: billingAccounts.street,
      postalCode: billingAccounts.postalCode,
      city: billingAccounts.city,
      countryCode: billingAccounts.countryCode,
      vatId: billingAccounts.vatId,
    })
    .from(merchants)
    .leftJoin(billingAccounts, eq(billingAccounts.merchantId, merchants.id))
    .where(eq(merchants.id, merchantId));
  const name = row?.name ?? merchantId;
  return {
    legalName: row?.legalName ?? name,
    name,
    street: row?.street ?? null,
    postalCode: row?.postalCode ?? null,
    city: row?.city ?? null,
    countryCode: row?.countryCode ?? null,
    vatId: row?.vatId ?? null,
  };
}

async function assertMerchant(db: DbOrTx, merchantId: string) {
  if (!isId(merchantId) || !(await merchantExists(db, merchantId))) throw new AppError('MERCHANT_NOT_FOUND');
}
