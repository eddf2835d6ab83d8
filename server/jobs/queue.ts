import { PgBoss, fromPglite } from 'pg-boss';
import { getDbHandle } from '@/db/client';
import { config } from '@/server/core/config';
import { log } from '@/server/core/logger';
import type { JobDefinition } from './define-job';

/**
 * The job queue: pg-boss on the same database (PostgreSQL, or PGlite through pg-boss's own backend), so every
 * instance shares one queue and nothing lives in process memory. Workers start with the server
 * (instrumentation.ts) and in tests that need them (startWorkers).
 */
interface Holder {
  boss?: Promise<PgBoss>;
  workersStarted?: boolean;
  queues?: Set<string>;
  /** The jobs whose workers this process runs, by name. */
  running?: Map<string, JobDefinition>;
}
const holder: Holder = ((globalThis as any).__fpBoss ??= {});

/**
 * How often pg-boss looks for jobs whose worker went away (an instance killed mid-job): a job active past its
 * queue's `expireInSeconds` is retried at the next pass. Every 10 s instead of pg-boss's 60, so a return label
 * whose instance died is retried within about expireInSeconds + 10 s (docs/decisions/faults.md, scenario 4).
 */
const SUPERVISION = { superviseIntervalSeconds: 10, monitorIntervalSeconds: 10 };

export function getBoss(): Promise<PgBoss> {
  holder.boss ??= (async () => {
    const handle = await getDbHandle();
    const boss =
      handle.kind === 'postgres'
        ? new PgBoss({
            connectionString: process.env.DATABASE_URL!,
            max: 4,
            schema: 'pgboss',
            ...SUPERVISION,
          })
        : new PgBoss({
            db: fromPglite(handle.pglite as any),
            backend: 'pglite',
            schema: 'pgboss',
            ...SUPERVISION,
          } as any);
    boss.on('error', (err: Error) => log.error('job queue error', { error: err.message }));
    await boss.start();
    return boss;
  })().catch((err) => {
    holder.boss = undefined;
    throw err;
  });
  return holder.boss;
}

async function ensureQueue(boss: PgBoss, job: JobDefinition): Promise<void> {
  holder.queues ??= new Set();
  if (holder.queues.has(job.name)) return;
  const existing = await boss.getQueue(job.name);
  if (!existing) await boss.createQueue(job.name, { ...(job.queue ?? {}) } as any);
  else if (queueOptionsChanged(existing as unknown as Record<string, unknown>, job)) {
    // A queue made by an older release keeps its options until told: retries and expiry follow the code.
    const { policy: _policy, ...options } = job.queue ?? {};
    await boss.updateQueue(job.name, options as any);
  }
  holder.queues.add(job.name);
}

function queueOptionsChanged(existing: Record<string, unknown>, job: JobDefinition): boolean {
  const { policy: _policy, retryDelayMax: _max, ...wanted } = job.queue ?? {};
  return Object.entries(wanted).some(([k, v]) => v !== undefined && existing[k] !== v);
}

/** Sends a job (after the transaction that caused it has committed). */
export async function enqueue<J extends JobDefinition>(
  job: J,
  payload: Parameters<J['handler']>[0],
  options: { singletonKey?: string; startAfter?: number | Date; id?: string } = {},
): Promise<string | null> {
  const boss = await getBoss();
  await ensureQueue(boss, job);
  return boss.send(job.name, payload as object, options as any);
}

export async function startWorkers(jobs: JobDefinition[]): Promise<void> {
  if (holder.workersStarted || !config.jobsEnabled) return;
  holder.workersStarted = true;
  holder.running = new Map(jobs.map((j) => [j.name, j]));
  const boss = await getBoss();
  for (const job of jobs) {
    await ensureQueue(boss, job);
    await boss.work(
      job.name,
      { batchSize: 1, pollingIntervalSeconds: 0.5, ...(job.work ?? {}) } as any,
      async (batch: any[]) => {
        for (const j of batch) {
          const parsed = job.payload.safeParse(j.data);
          if (!parsed.success) {
            log.error('job payload rejected', { job: job.name, job_id: j.id });
            continue;
          }
          await job.handler(parsed.data, { jobId: j.id, retryCount: j.retryCount ?? 0 });
        }
      },
    );
    if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' } as any);
  }
  log.info('job workers started', { jobs: jobs.map((j) => j.name) });
}

/** Whether this process runs the job workers (else another instance does, and sweeps pick work up). */
export function workersRunning(): boolean {
  return holder.workersStarted === true;
}

/** The job of that name when this process runs its workers (a job run in-process at once: kickOutbox). */
export function runningJob(name: string): JobDefinition | undefined {
  return holder.workersStarted ? holder.running?.get(name) : undefined;
}

/**
 * Stops the queue. `graceful`: the workers take no new job and the jobs they run finish (up to `timeoutMs`),
 * as a stopping instance does (server/platform/shutdown.ts); otherwise at once (tests).
 */
export async function stopJobs({ graceful = false, timeoutMs = 30_000 } = {}): Promise<void> {
  const b = holder.boss;
  holder.boss = undefined;
  holder.workersStarted = false;
  holder.queues = undefined;
  holder.running = undefined;
  if (b) await (await b).stop({ graceful, wait: true, timeout: timeoutMs } as any).catch(() => {});
}
