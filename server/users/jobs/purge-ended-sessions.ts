import { z } from 'zod';
import { getDb } from '@/db/client';
import { log } from '@/server/core/logger';
import { defineJob } from '@/server/jobs/define-job';
import { purgeEndedSessions } from '@/server/users/user-sessions';

/** Daily: the ended sessions whose cookies have expired anyway (server/users/user-sessions.ts). */
export const purgeEndedSessionsJob = defineJob({
  name: 'users.purge-ended-sessions',
  payload: z.object({}).passthrough(),
  schedule: '23 3 * * *',
  handler: async () => {
    const removed = await purgeEndedSessions(await getDb());
    log.info('ended sessions purged', { removed });
  },
});
