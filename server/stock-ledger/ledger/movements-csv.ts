import { csvLine } from '@/server/core/csv';
import type { StockMovementDto } from './schemas';

/** The Movements tab's CSV (docs/decisions/stock-ledger.md §1): one line per movement, the API's fields. */
export const MOVEMENT_CSV_COLUMNS = [
  'occurred_at',
  'movement_id',
  'product_id',
  'reason',
  'quantity',
  'from_location',
  'from_state',
  'to_location',
  'to_state',
  'batch_number',
  'best_before',
  'reference_type',
  'reference_id',
  'actor_type',
  'actor',
] as const;

export function movementCsvLine(m: StockMovementDto): string {
  return csvLine([
    m.occurred_at,
    m.id,
    m.product_id,
    m.reason,
    m.quantity,
    m.from_location,
    m.from_state,
    m.to_location,
    m.to_state,
    m.batch_number,
    m.best_before,
    m.reference?.type,
    m.reference?.id,
    m.actor.type,
    m.actor.label,
  ]);
}

/** A movement's change in words: "+5 on_shelf at A-1", "A-1 -> B-2", "on_shelf -> written_off at A-1". */
export function describeMovement(m: StockMovementDto): string {
  if (!m.from_state) return `+${m.quantity} ${m.to_state} at ${m.to_location}`;
  if (!m.to_state) return `-${m.quantity} ${m.from_state} from ${m.from_location}`;
  const place = m.from_location === m.to_location ? m.to_location : `${m.from_location} -> ${m.to_location}`;
  const state = m.from_state === m.to_state ? m.to_state : `${m.from_state} -> ${m.to_state}`;
  return `${m.quantity} ${state} at ${place}`;
}
