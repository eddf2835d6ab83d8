import { z } from 'zod';
import { IdSchema, PaginationQuery, Timestamp, commaList } from '@/server/core/schemas';
import { DateOrDateTime } from '@/server/orders/reads/date-filter';
import { LEDGER_STATES, MOVEMENT_REASONS } from '@/server/stock/ledger-states';
import { REFERENCE_TYPES } from '@/server/stock/record-movements';

/** The stock ledger's API shapes (docs/decisions/stock-ledger.md §1). */
export const LedgerStateSchema = z.enum(LEDGER_STATES);
export const MovementReasonSchema = z.enum(MOVEMENT_REASONS);

export const StockMovementSchema = z
  .object({
    id: z.string(),
    product_id: z.string(),
    quantity: z.number().int().meta({ description: 'Units moved, always > 0.' }),
    from_state: LedgerStateSchema.nullable().meta({ description: 'null: the units entered the stock.' }),
    to_state: LedgerStateSchema.nullable().meta({ description: 'null: the units left the stock.' }),
    from_location: z.string().nullable(),
    to_location: z.string().nullable(),
    batch_number: z.string().nullable(),
    best_before: z.string().nullable(),
    reason: MovementReasonSchema,
    reference: z
      .object({ type: z.enum(REFERENCE_TYPES), id: z.string() })
      .nullable()
      .meta({ description: 'The document the change answers to (null for the opening balance).' }),
    actor: z.object({
      type: z.enum(['api_client', 'user', 'system']),
      id: z.string().nullable(),
      label: z.string().nullable(),
    }),
    occurred_at: Timestamp,
  })
  .meta({ id: 'StockMovement' });
export type StockMovementDto = z.infer<typeof StockMovementSchema>;

const Location = z.string().trim().min(1).max(64);

export const ProductMovementsQuery = PaginationQuery.extend({
  reason: commaList(MOVEMENT_REASONS).optional().meta({ description: 'Comma list of reasons.' }),
  location: Location.optional().meta({ description: 'Movements out of or into this location code.' }),
  occurred_from: DateOrDateTime.optional().meta({ description: 'A date (its whole UTC day) or an instant.' }),
  occurred_to: DateOrDateTime.optional(),
  reference_id: z.string().trim().min(1).max(64).optional(),
});

export const ListMovementsQuery = ProductMovementsQuery.extend({
  product_id: IdSchema.optional(),
});
export type ListMovementsFilter = z.infer<typeof ListMovementsQuery>;
