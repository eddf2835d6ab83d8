import { z } from 'zod';
import { getDb } from '@/db/client';
import { defineJob } from '@/server/jobs/define-job';
import { retryWaitingOrders } from '@/server/orders/lifecycle/retry-waiting-orders';

/** Every minute, and on demand after stock arrives: confirms waiting_products orders whose stock is now free (04 B2). */
export const retryWaitingOrdersJob = defineJob({
  name: 'orders.retry-waiting',
  payload: z
    .object({ merchantId: z.string().optional(), productIds: z.array(z.string()).optional() })
    .passthrough(),
  schedule: '* * * * *',
  queue: { policy: 'singleton', retryLimit: 2 },
  handler: async (payload) => {
    await retryWaitingOrders(await getDb(), {
      merchantId: payload.merchantId,
      productIds: payload.productIds,
    });
  },
});
