import type { BrowserContext } from '@playwright/test';
import { uniq } from './unique';
import { opApi, productWithStock } from './stock-api';
import { DEMO_MERCHANT_ID } from './users';

/** Storing specs' helpers: a product with a GTIN and units at a fresh location. */
export async function stockedAt(units: number) {
  const from = uniq('E2E-L');
  const product = await productWithStock({ units, location: from });
  const gtin = `64${Date.now()}`.slice(0, 13);
  await opApi('PATCH', `/v1/products/${product.id}`, { product: { gtin } });
  return { product, gtin, from };
}

/** The warehouse works for the demo merchant (the header's merchant switch). */
export async function actForDemoMerchant(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'fp_acting_merchant', value: DEMO_MERCHANT_ID, url: baseURL }]);
}
