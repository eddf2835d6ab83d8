import { z } from 'zod';
import { SimulateReceiveStockBody } from './schemas';

/**
 * The Simulate panel of a sandbox product (POST /v1/simulations/products/{id}/_receive-stock): the quantity
 * typed (none is 0, refused) and the location, the sandbox shelf when left blank.
 */
export const SimulateReceiptForm = z.preprocess((v) => {
  const f = (v ?? {}) as { quantity?: unknown; location?: unknown };
  const location = typeof f.location === 'string' ? f.location.trim() : '';
  return { receipt: { quantity: Number(f.quantity ?? ''), ...(location ? { location } : {}) } };
}, SimulateReceiveStockBody);
