import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { requestLogs } from '@/db/schema';
import {
  cleanText,
  flushRequestLog,
  recordRequest,
  requestLogDropped,
  type RequestLogEntry,
} from '@/server/workbench/request-log/buffer';
import { merchantFixture } from '../support/fixtures';

/**
 * The request log writes its buffer in batches of up to 200 entries of every merchant: one entry PostgreSQL
 * refuses must not take the others with it.
 */
beforeAll(async () => {
  process.env.REQUEST_LOG_FLUSH_MS = '600000'; // written only when a test flushes
  process.env.REQUEST_LOG_BATCH_SIZE = '1000';
  await getDb();
});

function entry(merchantId: string, clientId: string, n: number, over: Partial<RequestLogEntry> = {}) {
  return {
    merchantId,
    clientId,
    at: new Date(),
    method: 'POST',
    route: '/v1/orders',
    path: '/v1/orders',
    status: 400,
    errorCode: 'VALIDATION_ERROR',
    requestId: `batch-${merchantId}-${n}`,
    apiVersion: '2026-12-01',
    durationMs: 1.5,
    idempotencyKey: null,
    replayed: false,
    requestBody: `name=entry-${n}`,
    responseBody: '{"error_code":"VALIDATION_ERROR"}',
    ...over,
  } satisfies RequestLogEntry;
}

async function rowsOf(merchantIds: string[]) {
  const db = await getDb();
  return db.select().from(requestLogs).where(inArray(requestLogs.merchantId, merchantIds));
}

describe('request log batches', () => {
  it('writes a batch whose one entry holds a NUL byte: every entry kept, the NUL stripped', async () => {
    const a = await merchantFixture();
    const b = await merchantFixture();
    for (let n = 0; n < 60; n++) {
      const m = n % 2 ? a : b;
      recordRequest(
        // A body that is not JSON is logged as its length only (security.md), so the NUL rides in the path.
        entry(m.merchantId, m.clientId, n, n === 31 ? { path: '/v1/orders/nul\u0000byte' } : {}),
      );
    }
    await flushRequestLog();
    const rows = await rowsOf([a.merchantId, b.merchantId]);
    expect(rows).toHaveLength(60);
    const nul = rows.find((r) => r.requestId === `batch-${a.merchantId}-31`)!;
    expect(nul.path).toBe('/v1/orders/nulbyte');
  });

  it('keeps text with a lone surrogate (a cut emoji), replaced by U+FFFD', async () => {
    const a = await merchantFixture();
    for (let n = 0; n < 10; n++)
      recordRequest(
        entry(a.merchantId, a.clientId, n, n === 4 ? { path: '/v1/orders/cut \ud83d here' } : {}),
      );
    await flushRequestLog();
    const rows = await rowsOf([a.merchantId]);
    expect(rows).toHaveLength(10);
    expect(rows.find((r) => r.requestId.endsWith('-4'))!.path).toBe('/v1/orders/cut \ufffd here');
    expect(cleanText('a\u0000b\udc00c')).toBe('ab\ufffdc');
  });

  it('drops only the entry PostgreSQL refuses, not the batch written with it', async () => {
    const a = await merchantFixture();
    const b = await merchantFixture();
    const before = requestLogDropped();
    for (let n = 0; n < 50; n++) {
      const m = n % 2 ? a : b;
      // a status out of int's range stands for any value the cleaning cannot make acceptable
      recordRequest(entry(m.merchantId, m.clientId, n, n === 17 ? { status: 1e12 } : {}));
    }
    await flushRequestLog();
    const rows = await rowsOf([a.merchantId, b.merchantId]);
    expect(rows).toHaveLength(49);
    expect(rows.some((r) => r.requestId.endsWith('-17'))).toBe(false);
    expect(requestLogDropped() - before).toBe(1);
    const db = await getDb();
    expect(await db.select().from(requestLogs).where(eq(requestLogs.merchantId, b.merchantId))).toHaveLength(
      25,
    );
  });
});
