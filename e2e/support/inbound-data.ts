import { expect, type APIRequestContext } from '@playwright/test';
import { merchantCaller } from './merchant-api';
import { uniq } from './unique';
import { DEMO_MERCHANT_ID } from './users';

/** A notice of the demo merchant through its API: 3 × NP-COF-500 in box 1, 2 × NP-TEA-GRN in box 2. */
export async function demoNotice(request: APIRequestContext) {
  const api = await merchantCaller(request, DEMO_MERCHANT_ID, ['products:read', 'products:manage']);
  const name = uniq('Spec delivery');
  const res = await api('POST', '/v1/inbound-shipments', {
    inbound_shipment: {
      name,
      boxes: [
        { lines: [{ product: { sku: 'NP-COF-500' }, quantity: 3 }] },
        { lines: [{ product: { sku: 'NP-TEA-GRN' }, quantity: 2 }] },
      ],
    },
  });
  expect(res.status).toBe(201);
  return { ...(res.body.inbound_shipment as { id: string; boxes: { code: string }[] }), name };
}
