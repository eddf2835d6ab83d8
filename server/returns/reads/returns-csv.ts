import { csvLine } from '@/server/core/csv';
import type { ArrivalRow } from '@/server/returns/reads/list-arrivals';
import type { ReturnSummaryDto } from '@/server/returns/schemas';

/**
 * Returns as CSV (06 "Lists can be exported as CSV with the filters applied"): one row per return, the columns
 * of the list page plus ids, where the return was registered, its exchange (empty: none) and timestamps. Tracking codes and return reasons are separated by a space.
 */
export const RETURN_CSV_COLUMNS = [
  'id',
  'name',
  'merchant_reference',
  'type',
  'status',
  'merchant_decision',
  'original_order_id',
  'tracking_codes',
  'return_reasons',
  'discrepancy',
  'origin',
  'exchange_status',
  'exchange_release',
  'exchange_order_id',
  'created_at',
  'updated_at',
] as const;

export function returnCsvLine(r: ReturnSummaryDto): string {
  return csvLine([
    r.id,
    r.name,
    r.merchant_reference,
    r.type,
    r.status,
    r.merchant_decision?.code,
    r.original_order?.id,
    r.tracking_codes?.join(' '),
    r.return_reasons.join(' '),
    r.discrepancy ? 'yes' : 'no',
    r.origin,
    r.exchange_status,
    r.exchange_release,
    r.exchange_order?.id,
    r.created_at,
    r.updated_at,
  ]);
}

/** The warehouse arrivals queue (every merchant) as CSV: who the return belongs to comes first. */
export const ARRIVAL_CSV_COLUMNS = [
  'id',
  'merchant_id',
  'merchant_name',
  'name',
  'merchant_reference',
  'type',
  'status',
  'tracking_codes',
  'warehouse_location',
  'created_at',
  'updated_at',
] as const;

export function arrivalCsvLine(r: ArrivalRow): string {
  return csvLine([
    r.id,
    r.merchant_id,
    r.merchant_name,
    r.name,
    r.merchant_reference,
    r.type,
    r.status,
    r.tracking_codes?.join(' '),
    r.warehouse_location?.id,
    r.created_at,
    r.updated_at,
  ]);
}
