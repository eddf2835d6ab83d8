import { csvLine } from '@/server/core/csv';
import type { RequestLogDto } from './schemas';

/**
 * The request log as CSV (06 "Lists can be exported as CSV with the filters applied"): one row per request,
 * the columns of GET /v1/request-logs (the bodies stay on the detail screen: they are for one request).
 */
export const REQUEST_LOG_CSV_COLUMNS = [
  'id',
  'created_at',
  'client_id',
  'method',
  'route',
  'path',
  'status',
  'error_code',
  'request_id',
  'api_version',
  'duration_ms',
  'idempotency_key',
  'replayed',
] as const;

export function requestLogCsvLine(r: RequestLogDto): string {
  return csvLine([
    r.id,
    r.created_at,
    r.client_id,
    r.method,
    r.route,
    r.path,
    r.status,
    r.error_code,
    r.request_id,
    r.api_version,
    r.duration_ms,
    r.idempotency_key,
    r.replayed,
  ]);
}
