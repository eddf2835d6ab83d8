import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, isAppError } from '@/server/core/errors';
import { errorResponse } from '@/server/core/http/respond';
import { S3FileStorage } from '@/server/files/storage';

/** A TCP port nobody listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

describe('object storage over the S3 API (a real S3-compatible server: s3rver)', () => {
  let server: S3rver;
  let port: number;
  let dir: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    port = await freePort();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-s3-test-'));
    server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'files', configs: [] }],
    });
    await server.run();
    Object.assign(process.env, {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      S3_CONNECT_TIMEOUT_MS: '500',
    });
  });

  afterAll(async () => {
    await server?.close();
    process.env = saved;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('puts, gets and deletes bytes; a missing key is null', async () => {
    const storage = new S3FileStorage('files');
    const bytes = new Uint8Array([37, 80, 68, 70, 45, 1, 2, 3]);
    await storage.put('return-labels/m1/f1', bytes, 'application/pdf');
    expect(Buffer.from((await storage.get('return-labels/m1/f1'))!)).toEqual(Buffer.from(bytes));
    await storage.delete('return-labels/m1/f1');
    expect(await storage.get('return-labels/m1/f1')).toBeNull();
  });

  it('an unreachable store is 503 STORAGE_UNAVAILABLE with Retry-After, in the error shape', async () => {
    process.env.S3_ENDPOINT = `http://127.0.0.1:${await freePort()}`;
    try {
      const storage = new S3FileStorage('files');
      const err = await storage.put('k', new Uint8Array([1]), 'text/plain').catch((e: unknown) => e);
      expect(isAppError(err) && err.code).toBe('STORAGE_UNAVAILABLE');
      const res = errorResponse(err, 'req-storage-test');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({
        message: expect.any(String),
        error_code: 'STORAGE_UNAVAILABLE',
        request_id: 'req-storage-test',
      });
      const read = await storage.get('k').catch((e: unknown) => e);
      expect(isAppError(read) && read.code).toBe('STORAGE_UNAVAILABLE');
    } finally {
      process.env.S3_ENDPOINT = `http://127.0.0.1:${port}`;
    }
  });

  it('an AppError thrown by another copy of the errors module (another bundle) is still an AppError', () => {
    class OtherCopy extends Error {
      readonly code = 'STORAGE_UNAVAILABLE';
      readonly status = 503;
      constructor() {
        super('from another bundle');
        this.name = 'AppError';
      }
    }
    expect(new OtherCopy() instanceof AppError).toBe(false);
    expect(isAppError(new OtherCopy())).toBe(true);
    expect(errorResponse(new OtherCopy(), 'r1').status).toBe(503);
    const plain = Object.assign(new Error('x'), { name: 'AppError', code: 'NO_SUCH_CODE', status: 500 });
    expect(isAppError(plain)).toBe(false);
  });
});
