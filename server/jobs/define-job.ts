import type { z } from 'zod';

/**
 * A background job: a name, a zod payload schema and an idempotent handler (STYLE "Jobs").
 * Throw to have pg-boss retry (per `queue` options); return normally when the failure must not be retried.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  handler: (payload: z.output<S>, meta: { jobId: string; retryCount: number }) => Promise<void>;
  queue?: {
    retryLimit?: number;
    retryDelay?: number;
    retryBackoff?: boolean;
    retryDelayMax?: number;
    expireInSeconds?: number;
    policy?: 'standard' | 'short' | 'singleton' | 'stately' | 'key_strict_fifo';
  };
  work?: { batchSize?: number; pollingIntervalSeconds?: number; localConcurrency?: number };
  /** Cron schedule (UTC) for recurring maintenance jobs. */
  schedule?: string;
}

export function defineJob<S extends z.ZodType>(def: JobDefinition<S>): JobDefinition<S> {
  return def;
}
