import { z } from 'zod';
import { Timestamp } from '@/server/core/schemas';
import { INSPECTION_CONDITIONS } from '@/server/returns/return-states';
import { ArrivalSchema, InspectionSchema } from '@/server/returns/schemas';

/** Bodies of the sandbox's simulations: what the warehouse would enter, with defaults for a quick test. */
export const SimulateArrivalBody = z
  .object({
    arrival: ArrivalSchema.partial({ warehouse_location: true }).optional(),
  })
  .meta({
    description:
      'Optional: arrival.warehouse_location (default SANDBOX-DOCK) and arrival.items (what was found, replacing the contents).',
  });
export type SimulateArrivalInput = z.infer<typeof SimulateArrivalBody>;

export const SimulateInspectionBody = z
  .object({
    condition: z.enum(INSPECTION_CONDITIONS).default('sellable').meta({
      description: 'The condition of every line not listed in items (its expected quantity received).',
    }),
    items: z
      .array(InspectionSchema.and(z.object({ item_id: z.string().min(1).max(100) })))
      .max(500)
      .optional()
      .meta({ description: 'Per line: item_id, received_quantity, condition, note.' }),
  })
  .meta({ description: 'Inspects every line of the return, as the warehouse would one by one.' });
export type SimulateInspectionInput = z.infer<typeof SimulateInspectionBody>;

export const SimulateReceiveStockBody = z.object({
  receipt: z.object({
    quantity: z.number({ error: 'Must be a number.' }).int('Must be a whole number.').min(1).max(10_000),
    location: z.string().trim().min(1).max(64).default('SANDBOX-SHELF'),
  }),
});
export type SimulateReceiveStockInput = z.infer<typeof SimulateReceiveStockBody>;

export const SandboxSchema = z
  .object({ id: z.string(), name: z.string(), sandbox_of: z.string(), created_at: Timestamp })
  .meta({ id: 'Sandbox' });

export const CreateSandboxResponse = z.object({
  sandbox: SandboxSchema,
  api_client: z
    .object({ client_id: z.string(), client_secret: z.string() })
    .nullable()
    .meta({ description: "The sandbox's first API client; its secret only in the answer that created it." }),
});
