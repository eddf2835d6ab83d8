import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@/server/core/errors';

/** Seconds a client should wait before retrying when object storage cannot be reached. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/** Object storage cannot be reached or answers 5xx: the API answers 503 STORAGE_UNAVAILABLE with Retry-After. */
export function storageUnavailable(cause: unknown): AppError {
  const err = new AppError('STORAGE_UNAVAILABLE', undefined, {
    headers: { 'retry-after': String(STORAGE_RETRY_AFTER_SECONDS) },
  });
  (err as { cause?: unknown }).cause = cause;
  return err;
}

export function isStorageUnavailable(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'STORAGE_UNAVAILABLE';
}

/** Whether an S3 client error means the store is unreachable or failing (as opposed to a missing key). */
function isStorageOutage(err: any): boolean {
  const status = err?.$metadata?.httpStatusCode;
  if (typeof status === 'number') return status >= 500 || status === 429;
  // No HTTP answer at all: refused, reset, timed out, name not resolved.
  return true;
}

/**
 * Where file bytes live (04 C4). Local folder by default (STORAGE_DIR, default .data/storage); S3-compatible
 * object storage when S3_BUCKET is set (S3_ENDPOINT, S3_REGION, credentials from the standard AWS environment).
 * Nothing else in the code knows which one is in use.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, mime: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep))
      throw new Error('storage key escapes the storage folder');
    return full;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (err: any) {
      if (err.code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}

export class S3FileStorage implements FileStorage {
  private client: Promise<import('@aws-sdk/client-s3').S3Client>;

  constructor(private readonly bucket: string) {
    this.client = import('@aws-sdk/client-s3').then(
      ({ S3Client }) =>
        new S3Client({
          region: process.env.S3_REGION || process.env.AWS_REGION || 'us-east-1',
          ...(process.env.S3_ENDPOINT ? { endpoint: process.env.S3_ENDPOINT, forcePathStyle: true } : {}),
          // An unreachable store fails fast (a request waits at most this long, then 503 STORAGE_UNAVAILABLE)
          // instead of holding the request until the load balancer's timeout.
          maxAttempts: 2,
          requestHandler: {
            connectionTimeout: Number(process.env.S3_CONNECT_TIMEOUT_MS ?? 2_000),
            requestTimeout: Number(process.env.S3_REQUEST_TIMEOUT_MS ?? 15_000),
          },
        }),
    );
  }

  async put(key: string, bytes: Uint8Array, mime: string): Promise<void> {
    const { PutObjectCommand } = await import('@aws-sdk/client-s3');
    try {
      await (
        await this.client
      ).send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: mime }));
    } catch (err) {
      // A PUT is atomic in S3: a failed one leaves no object, and the caller stores no row (store-file.ts).
      throw isStorageOutage(err) ? storageUnavailable(err) : err;
    }
  }

  async get(key: string): Promise<Uint8Array | null> {
    const { GetObjectCommand } = await import('@aws-sdk/client-s3');
    try {
      const out = await (await this.client).send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return out.Body ? await out.Body.transformToByteArray() : null;
    } catch (err: any) {
      if (err?.name === 'NoSuchKey' || err?.$metadata?.httpStatusCode === 404) return null;
      throw isStorageOutage(err) ? storageUnavailable(err) : err;
    }
  }

  async delete(key: string): Promise<void> {
    const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
    try {
      await (await this.client).send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      throw isStorageOutage(err) ? storageUnavailable(err) : err;
    }
  }
}

/**
 * A production server on PostgreSQL must be told where files live: the default folder (.data/storage) lies
 * inside the release's own folder, which a deploy into a new folder leaves behind, and which other instances do
 * not see. Throws the start-up error that says so; the embedded database (the demo) keeps the default.
 */
export function assertStorageConfigured(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV !== 'production' || !env.DATABASE_URL) return;
  if (env.STORAGE_DIR || env.S3_BUCKET) return;
  throw new Error(
    'Set STORAGE_DIR (a folder outside the release folder, shared by every instance) or S3_BUCKET (object ' +
      'storage) before starting in production: files (labels, attachments, photos) would otherwise be kept ' +
      'inside this release folder.',
  );
}

const holder: { storage?: FileStorage; key?: string } = ((globalThis as any).__fpStorage ??= {});

export function getStorage(): FileStorage {
  const bucket = process.env.S3_BUCKET || '';
  const dir = process.env.STORAGE_DIR || path.join('.data', 'storage');
  const key = bucket ? `s3:${bucket}` : `local:${dir}`;
  if (!holder.storage || holder.key !== key) {
    holder.storage = bucket
      ? new S3FileStorage(bucket)
      : // The folder is chosen at run time (STORAGE_DIR): the build must not trace it as project files.
        new LocalFileStorage(path.resolve(/*turbopackIgnore: true*/ process.cwd(), dir));
    holder.key = key;
  }
  return holder.storage;
}
