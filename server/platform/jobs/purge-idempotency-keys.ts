import { z } from 'zod';
import { getDb } from '@/db/client';
import { now } from '@/server/core/clock';
import { purgeIdempotencyKeys } from '@/server/core/idempotency';
import { log } from '@/server/core/logger';
import { defineJob } from '@/server/jobs/define-job';

/** Daily retention of idempotency keys (04 A7: kept at least 30 days). */
export const purgeIdempotencyKeysJob = defineJob({
  name: 'platform.purge-idempotency-keys',
  payload: z.object({}).passthrough(),
  schedule: '17 3 * * *',
  handler: async () => {
    const removed = await purgeIdempotencyKeys(await getDb(), now());
    log.info('idempotency keys purged', { removed });
  },
});
