import {
  CONFLICT_RETRY_AFTER_SECONDS,
  DATABASE_RETRY_AFTER_SECONDS,
  isConcurrencyConflict,
  isDatabaseUnavailable,
} from '../database-errors';
import { AppError, ERROR_TABLE, isAppError, validationError } from '../errors';
import { log } from '../logger';
import { NUL_MESSAGE } from './validation';

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  if (status === 204) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** Any thrown thing -> the error shape of 04 A3. Unknown errors are logged with the request id and answered 500. */
export function errorResponse(
  err: unknown,
  requestId: string,
  extraHeaders: Record<string, string> = {},
): Response {
  const appErr = toAppError(err, requestId);
  const body: Record<string, unknown> = { message: appErr.message, error_code: appErr.code };
  if (appErr.details) body.details = appErr.details;
  if (appErr.validationErrors) body.validation_errors = appErr.validationErrors;
  if (appErr.status >= 500) body.request_id = requestId;
  const headers: Record<string, string> = { ...extraHeaders, ...(appErr.headers ?? {}) };
  if (appErr.status === 401 && !headers['www-authenticate']) {
    headers['www-authenticate'] = `Bearer realm="api", error="invalid_token"`;
  }
  return json(appErr.status, body, headers);
}

function toAppError(err: unknown, requestId: string): AppError {
  if (isAppError(err)) return err;
  // Text PostgreSQL cannot store (U+0000) that reached it through a path without its own check: bad input.
  const pgError = err as { code?: string; cause?: { code?: string } } | null;
  const code = pgError?.cause?.code ?? pgError?.code;
  if (code === '22021' || code === '22P05') {
    return validationError([{ path: '', message: NUL_MESSAGE }]);
  }
  if (isDatabaseUnavailable(err)) {
    log.warn('database unavailable', {
      request_id: requestId,
      error: err instanceof Error ? err.message : String(err),
    });
    return new AppError('SERVICE_UNAVAILABLE', undefined, {
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    });
  }
  if (isConcurrencyConflict(err)) {
    log.warn('transaction rolled back by a concurrent one', {
      request_id: requestId,
      error: err instanceof Error ? err.message : String(err),
    });
    return new AppError('SERVICE_UNAVAILABLE', undefined, {
      headers: { 'retry-after': String(CONFLICT_RETRY_AFTER_SECONDS) },
    });
  }
  log.error('unhandled error', {
    request_id: requestId,
    error: err instanceof Error ? err.message : String(err),
    stack: err instanceof Error ? err.stack : undefined,
  });
  return new AppError('INTERNAL_ERROR', ERROR_TABLE.INTERNAL_ERROR[1]);
}
