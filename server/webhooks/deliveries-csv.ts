import { csvLine } from '@/server/core/csv';
import type { WebhookDeliveryDto } from './schemas';

/**
 * A webhook endpoint's delivery log as CSV (06 "Lists can be exported as CSV with the filters applied"): one
 * row per attempt, the log page's columns (time, event, attempt, status, answer) plus ids and timestamps.
 */
export const DELIVERY_CSV_COLUMNS = [
  'id',
  'endpoint_id',
  'event_id',
  'event_type',
  'attempt',
  'status',
  'response_status',
  'error',
  'next_attempt_at',
  'created_at',
  'updated_at',
] as const;

export function deliveryCsvLine(endpointId: string, d: WebhookDeliveryDto): string {
  return csvLine([
    d.id,
    endpointId,
    d.event_id,
    d.event_type,
    d.attempt,
    d.status,
    d.response_status,
    d.error,
    d.next_attempt_at,
    d.created_at,
    d.updated_at,
  ]);
}
