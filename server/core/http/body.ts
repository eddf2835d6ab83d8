import { config } from '../config';
import { AppError, validationError, type ErrorCode } from '../errors';
import { assertNoNul } from './validation';

/**
 * Reads a JSON body: wrong Content-Type and malformed JSON are 400 VALIDATION_ERROR (path empty, 04 A3), as
 * is text holding U+0000 (its path named); more than 1 MB is 413 PAYLOAD_TOO_LARGE. An empty body reads as
 * undefined.
 */
/** The JSON text each request's body was read as (the request log keeps it for a non-2xx answer). */
const bodyTexts = new WeakMap<Request, string>();

export function bodyTextOf(req: Request): string | null {
  return bodyTexts.get(req) ?? null;
}

export async function readJsonBody(req: Request): Promise<unknown> {
  const text = await readTextBody(req, config.maxBodyBytes);
  bodyTexts.set(req, text);
  if (text.trim() === '') {
    return undefined;
  }
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  if (!/^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/.test(type)) {
    throw new AppError(
      'VALIDATION_ERROR',
      'The request body must be sent as Content-Type: application/json.',
      {
        validationErrors: [
          { path: '', message: `Unsupported Content-Type "${type || '(none)'}"; use application/json.` },
        ],
      },
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw validationError(
      [{ path: '', message: `Malformed JSON: ${(err as Error).message}` }],
      'The request body is not valid JSON.',
    );
  }
  assertDepth(value);
  assertNoNul(value, text);
  return value;
}

/** How deep a request's JSON may nest; the deepest body the API defines is under 10 levels. */
export const MAX_JSON_DEPTH = 64;

/**
 * Refuses JSON nested deeper than MAX_JSON_DEPTH (400 VALIDATION_ERROR) before anything walks it recursively
 * (the NUL check, the idempotency fingerprint, zod): a body nested 10,000 deep would overflow the stack (500).
 * Walked with a stack of its own, so the check itself cannot overflow.
 */
function assertDepth(value: unknown): void {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    if (depth > MAX_JSON_DEPTH)
      throw validationError(
        [{ path: '', message: `JSON nested deeper than ${MAX_JSON_DEPTH} levels.` }],
        'The request body is nested too deeply.',
      );
    for (const item of Array.isArray(v) ? v : Object.values(v)) stack.push([item, depth + 1]);
  }
}

/**
 * How much of a too-large body is still read (and thrown away) before the 413 is sent. A client still sending
 * when the answer comes gets its connection reset instead of the answer, so an over-limit body up to this size
 * is drained first; past it the connection is given up.
 */
const DRAIN_BYTES = 32 * 1024 * 1024;

async function drainThenRefuse(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  read: number,
  tooLarge: ErrorCode,
): Promise<never> {
  for (let n = read; n <= DRAIN_BYTES;) {
    const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
    if (chunk.done) break;
    n += chunk.value?.byteLength ?? 0;
  }
  await reader.cancel().catch(() => {});
  throw new AppError(tooLarge);
}

/** Reads the whole body as bytes, refusing more than `limit` bytes with `tooLarge` (declared or streamed). */
export async function readLimitedBody(
  req: Request,
  limit: number,
  tooLarge: ErrorCode = 'PAYLOAD_TOO_LARGE',
): Promise<Buffer> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    if (req.body && declared <= DRAIN_BYTES) return drainThenRefuse(req.body.getReader(), 0, tooLarge);
    throw new AppError(tooLarge);
  }
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // The client closed the connection mid-body (Node: "aborted"): nobody reads the answer, and it is no server fault.
      throw validationError(
        [{ path: '', message: 'The request body was cut off before it ended.' }],
        'The request body is incomplete.',
      );
    });
    if (done) break;
    size += value.byteLength;
    if (size > limit) return drainThenRefuse(reader, size, tooLarge);
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Before answering without the body: a body whose declared length is within `limit` is read and thrown away (a
 * browser still sending would otherwise get its connection reset instead of the answer; nothing is kept); a
 * chunked or longer one is not read at all: the stream is cancelled.
 */
export async function discardBody(req: Request, limit: number): Promise<void> {
  if (!req.body) return;
  const declared = Number(req.headers.get('content-length') ?? NaN);
  const reader = req.body.getReader();
  if (Number.isFinite(declared) && declared <= limit)
    for (let n = 0; n <= limit;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return;
      n += chunk.value?.byteLength ?? 0;
    }
  await reader.cancel().catch(() => {});
}

export async function readTextBody(req: Request, limit: number): Promise<string> {
  return (await readLimitedBody(req, limit)).toString('utf8');
}
