import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { config } from '@/server/core/config';
import { newId } from '@/server/core/ids';
import { isDatabaseUnavailable } from '@/server/core/database-errors';
import { log } from '@/server/core/logger';
import { redactBody } from './redact';

/** What the API wrapper records of one request (bodies only for non-2xx answers, redacted when written). */
export interface RequestLogEntry {
  merchantId: string;
  clientId: string;
  at: Date;
  method: string;
  route: string;
  path: string;
  status: number;
  errorCode: string | null;
  requestId: string;
  /** The dated API version that served it (the Fulfilment-Version answered), null for unversioned routes. */
  apiVersion: string | null;
  durationMs: number;
  idempotencyKey: string | null;
  replayed: boolean;
  requestBody: string | null;
  responseBody: string | null;
  /** Kept in memory only: a body that is not JSON is logged as its length and this type. */
  requestContentType?: string | null;
  responseContentType?: string | null;
}

/**
 * The request log's buffer, off the request path: a request only appends its entry to this process's
 * memory; the entries are written as one multi-row insert when REQUEST_LOG_BATCH_SIZE (200) are waiting or
 * REQUEST_LOG_FLUSH_MS (1 s) after the first one, whichever comes first. An instance killed
 * with SIGKILL loses what it had not written yet: at most one buffer (the last second, or the last 200
 * entries). Text is cleaned before it is written (cleanText: PostgreSQL refuses a NUL byte in text), and a batch
 * the database refuses is split in halves until the refused entry stands alone: one bad entry is dropped, never
 * the other merchants' entries written with it. A write that fails because the database is unreachable drops
 * its batch at once (the log must never hold up or fail the API); while the database is unreachable the buffer
 * keeps at most MAX_WAITING entries, dropping the oldest.
 */
const MAX_WAITING = 10_000;
/**
 * One buffer per process, on globalThis: the production build bundles the route handlers that record entries
 * and the graceful stop (instrumentation.ts) that flushes them apart, each with its own copy of this module, and
 * a buffer of the module's own was one the stop never saw (its last second of entries was lost).
 */
const state: {
  waiting: RequestLogEntry[];
  timer: ReturnType<typeof setTimeout> | null;
  writing: Promise<void>;
  dropped: number;
} = ((globalThis as any).__fpRequestLog ??= {
  waiting: [],
  timer: null,
  writing: Promise.resolve(),
  dropped: 0,
});

export function recordRequest(entry: RequestLogEntry): void {
  state.waiting.push(entry);
  if (state.waiting.length > MAX_WAITING) {
    state.dropped += state.waiting.length - MAX_WAITING;
    state.waiting = state.waiting.slice(-MAX_WAITING);
  }
  if (state.waiting.length >= config.requestLogBatchSize) void flushRequestLog();
  else if (!state.timer) {
    state.timer = setTimeout(() => {
      state.timer = null;
      void flushRequestLog();
    }, config.requestLogFlushMs);
    state.timer.unref?.();
  }
}

/** Writes every waiting entry (tests and shutdown await it); writes run one after another. */
export function flushRequestLog(): Promise<void> {
  if (state.timer) {
    clearTimeout(state.timer);
    state.timer = null;
  }
  const batch = state.waiting;
  state.waiting = [];
  state.writing = state.writing.then(() => (batch.length ? write(batch) : undefined));
  return state.writing;
}

/** The error_code of an error answer's JSON body (04 A3), or null. */
function errorCodeOf(body: string | null): string | null {
  if (!body || !body.includes('error_code')) return null;
  try {
    const code = (JSON.parse(body) as { error_code?: unknown }).error_code;
    return typeof code === 'string' ? code.slice(0, 100) : null;
  } catch {
    return null;
  }
}

/**
 * Text as PostgreSQL's text type takes it: without NUL bytes (a body that is not JSON is kept as sent, and a
 * NUL in it made PostgreSQL refuse the whole insert) and with any lone UTF-16 surrogate (an emoji cut at the
 * body's cap, a client's broken escape) replaced by U+FFFD, as UTF-8 has no encoding for it.
 */
export function cleanText(text: string): string {
  return text.replace(/\u0000/g, '').toWellFormed();
}

/** A PostgreSQL array literal of text elements (null as NULL), cast by the statement to the column's type. */
function arrayLiteral(values: readonly (string | number | boolean | null)[]): string {
  return `{${values
    .map((v) =>
      v === null ? 'NULL' : `"${cleanText(String(v)).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
    )
    .join(',')}}`;
}

/**
 * One statement per batch: a column of values per parameter, expanded by `unnest` (building a multi-row
 * insert through the query builder cost about 0.2 ms of CPU per row in the instance, bench/request-log-figures.md).
 * Refused (a value the cleaning did not catch), the batch is written again in halves, down to the one entry
 * that is dropped; unreachable, the batch is dropped whole (retrying it in pieces would only wait longer).
 */
async function write(batch: RequestLogEntry[]): Promise<void> {
  try {
    await insertBatch(batch);
  } catch (err) {
    if (batch.length > 1 && !isDatabaseUnavailable(err)) {
      const half = Math.ceil(batch.length / 2);
      await write(batch.slice(0, half));
      await write(batch.slice(half));
      return;
    }
    state.dropped += batch.length;
    log.error('could not write the request log', { error: (err as Error).message, dropped: state.dropped });
  }
}

async function insertBatch(batch: RequestLogEntry[]): Promise<void> {
  const db = await getDb();
  const col = <T extends string | number | boolean | null>(f: (e: RequestLogEntry) => T) =>
    arrayLiteral(batch.map(f));
  await db.execute(sql`
    insert into request_logs (id, merchant_id, client_id, created_at, method, route, path, status, error_code,
      request_id, api_version, duration_ms, idempotency_key, replayed, request_body, response_body)
    select * from unnest(
      ${col(() => newId())}::text[], ${col((e) => e.merchantId)}::text[], ${col((e) => e.clientId)}::text[],
      ${col((e) => e.at.toISOString())}::timestamptz[], ${col((e) => e.method)}::text[],
      ${col((e) => e.route)}::text[], ${col((e) => e.path.slice(0, 2000))}::text[],
      ${col((e) => e.status)}::int[], ${col((e) => e.errorCode ?? errorCodeOf(e.responseBody))}::text[],
      ${col((e) => e.requestId)}::text[], ${col((e) => e.apiVersion)}::text[],
      ${col((e) => Math.round(e.durationMs * 10) / 10)}::real[],
      ${col((e) => e.idempotencyKey?.slice(0, 200) ?? null)}::text[], ${col((e) => e.replayed)}::boolean[],
      ${col((e) => redactBody(e.requestBody, undefined, e.requestContentType))}::text[],
      ${col((e) => redactBody(e.responseBody, undefined, e.responseContentType))}::text[])`);
}

/** Entries lost since the process started (failed writes, overflow while the database was unreachable). */
export function requestLogDropped(): number {
  return state.dropped;
}
