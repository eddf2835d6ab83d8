import { z } from 'zod';
import { getDb } from '@/db/client';
import { log } from '@/server/core/logger';
import { defineJob } from '@/server/jobs/define-job';
import { purgeRequestLogs } from '../request-logs';

/** Hourly retention of the request log (REQUEST_LOG_RETENTION_DAYS); reads hide older entries meanwhile. */
export const purgeRequestLogsJob = defineJob({
  name: 'request-log.purge',
  payload: z.object({}).passthrough(),
  schedule: '41 * * * *',
  handler: async () => {
    const removed = await purgeRequestLogs(await getDb());
    if (removed) log.info('request log purged', { removed });
  },
});
