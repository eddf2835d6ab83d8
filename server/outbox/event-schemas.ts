import { z } from 'zod';
import type { EventType } from './emit';

/**
 * What each event type delivers (05 §5: Standard Webhooks, `{ id, type, created_at, data }`), for the OpenAPI
 * document's `webhooks` and the developers area. The data shapes are the ones the emitting code writes.
 */
const Figures = { on_hand: z.number().int(), reserved: z.number().int(), available: z.number().int() };

const InvoiceEventData = z.object({
  invoice_id: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  period: z.string(),
  currency: z.string(),
  subtotal: z.object({ amount: z.number().int(), currency: z.string() }),
  vat_total: z.object({ amount: z.number().int(), currency: z.string() }),
  total: z.object({ amount: z.number().int(), currency: z.string() }),
  issue_date: z.string(),
  due_date: z.string().nullable(),
  credited_invoice_id: z.string().nullable(),
});

const EVENT_DATA: Record<EventType, { summary: string; data: z.ZodType }> = {
  'product.inventory_changed': {
    summary: "A product's stock figures changed (receiving, reservations, unit changes, splits, returns)",
    data: z.object({
      product_id: z.string(),
      sku: z.string(),
      ...Figures,
      change: z.object(Figures),
      reason: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  },
  'product.stock_counted': {
    summary:
      "A cycle count of the warehouse was approved: the product's counted locations, and the adjustments written as count_adjustment stock movements",
    data: z.object({
      product_id: z.string(),
      sku: z.string(),
      cycle_count_id: z.string(),
      counted_at: z.string(),
      ...Figures,
      locations: z.array(
        z.object({
          location: z.string(),
          batch_number: z.string().nullable(),
          best_before: z.string().nullable(),
          expected: z.number().int(),
          counted: z.number().int(),
          adjustment: z.number().int(),
        }),
      ),
    }),
  },
  'inbound_shipment.arrived': {
    summary: "The warehouse registered the arrival of a merchant's inbound notice at its dock",
    data: z.object({
      inbound_shipment_id: z.string(),
      name: z.string(),
      merchant_reference: z.string().nullable(),
      expected_at: z.string().nullable(),
      boxes_announced: z.number().int(),
      boxes_arrived: z.number().int().nullable(),
      note: z.string().nullable(),
      arrived_at: z.string(),
    }),
  },
  'inbound_shipment.processed': {
    summary:
      "An inbound shipment's units are in stock: a merchant's notice was closed (with what was received and its discrepancies), or a return completed",
    data: z.discriminatedUnion('source', [
      z
        .object({
          inbound_shipment_id: z.string(),
          name: z.string(),
          source: z.literal('notice'),
          merchant_reference: z.string().nullable(),
          status: z.literal('processed'),
          invoiced: z.boolean(),
          expected_at: z.string().nullable(),
          arrived_at: z.string().nullable(),
          processed_at: z.string(),
          boxes: z.object({
            announced: z.number().int(),
            arrived: z.number().int().nullable(),
            received: z.number().int(),
          }),
          units: z.object({
            expected: z.number().int(),
            received: z.number().int(),
            damaged: z.number().int(),
            expired: z.number().int(),
            blocked: z.number().int(),
            short: z.number().int(),
            over: z.number().int(),
          }),
          receipts: z.number().int(),
          lines: z.array(
            z.object({
              product_id: z.string(),
              sku: z.string().nullable(),
              quantity: z.number().int(),
              expected_quantity: z.number().int(),
              received_quantity: z.number().int(),
              damaged_quantity: z.number().int(),
              expired_quantity: z.number().int(),
              discrepancy: z.enum(['short', 'over', 'damaged', 'unexpected']).nullable(),
            }),
          ),
          discrepancy: z.enum(['short', 'over', 'damaged', 'unexpected']).nullable(),
          note: z.string().nullable(),
        })
        .meta({ description: "A merchant's notice, closed by the warehouse" }),
      z
        .object({
          inbound_shipment_id: z.string(),
          name: z.string().nullable(),
          source: z.literal('order_return'),
          order_return_id: z.string().optional(),
          lines: z.array(
            z.object({
              product_id: z.string(),
              quantity: z.number().int(),
              unit_state: z.enum(['on_shelf', 'blocked']).optional(),
            }),
          ),
          processed_at: z.string(),
        })
        .meta({ description: 'The shipment of a completed return' }),
    ]),
  },
  'order.created': {
    summary: 'An order was created',
    data: z.object({ order_id: z.string(), status: z.string() }),
  },
  'order.status_changed': {
    summary: "An order's status changed",
    data: z.object({ order_id: z.string(), status: z.string(), previous_status: z.string() }),
  },
  'order.shipped': {
    summary: 'The warehouse shipped (part of) an order: one event per shipment',
    data: z.object({
      order_id: z.string(),
      merchants_id: z.string().nullable(),
      shipment_id: z.string(),
      carrier: z.string(),
      service: z.string().nullable(),
      tracking_codes: z.array(z.string()),
      tracking_url: z.string().nullable(),
      items: z.array(z.object({ order_item_id: z.string(), quantity: z.number().int() })),
      shipped_at: z.string(),
    }),
  },
  'order_return.inspected': {
    summary: 'The warehouse inspected a return line: what arrived, and in what condition',
    data: z.object({
      order_return_id: z.string(),
      item_id: z.string(),
      product_id: z.string(),
      condition: z.string(),
      expected_quantity: z.number().nullable(),
      received_quantity: z.number(),
      note: z.string().nullable(),
      discrepancy: z.boolean(),
      inspected_at: z.string(),
    }),
  },
  'order_return.exchange_held': {
    summary:
      "An inspection found a problem with a line that has an exchange: the exchange's order waits for the merchant",
    data: z.object({
      order_return_id: z.string(),
      exchange_order_id: z.string(),
      exchange_status: z.literal('held'),
      items: z.array(z.object({ item_id: z.string(), condition: z.string() })),
    }),
  },
  'order_return.exchange_released': {
    summary:
      "A return's exchange was released: its order is confirmed and reserves stock (or waits for products)",
    data: z.object({
      order_return_id: z.string(),
      exchange_order_id: z.string(),
      exchange_status: z.literal('released'),
      released_by: z.enum(['on_registration', 'on_arrival', 'on_inspection', 'manual']),
      order_status: z.string(),
    }),
  },
  'order_return.exchange_cancelled': {
    summary:
      "A return's exchange was cancelled before release (by the merchant, with the return, or its last exchange line removed): its draft order is cancelled",
    data: z.object({
      order_return_id: z.string(),
      exchange_order_id: z.string(),
      exchange_status: z.literal('cancelled'),
      cancelled_by: z.enum(['manual', 'return_cancelled', 'lines_removed']),
    }),
  },
  'return_request.created': {
    summary: 'A customer asked to return items of an order (the customer returns page)',
    data: z.object({
      return_request_id: z.string(),
      order_id: z.string(),
      status: z.literal('pending'),
      review: z.enum(['automatic', 'manual']),
    }),
  },
  'return_request.decided': {
    summary: 'A return request was approved (the return is created) or declined',
    data: z.object({
      return_request_id: z.string(),
      status: z.enum(['approved', 'declined']),
      order_return_id: z.string().nullable(),
    }),
  },
  'invoice.issued': {
    summary:
      'The operator issued an invoice or a credit note to the merchant (numbered, final; read it with GET /v1/invoices/{id})',
    data: InvoiceEventData,
  },
  'invoice.paid': {
    summary: "The operator recorded the invoice's payment",
    data: InvoiceEventData.extend({ paid_at: z.string() }),
  },
};

export const EVENT_SUMMARIES: Record<EventType, string> = Object.fromEntries(
  Object.entries(EVENT_DATA).map(([type, e]) => [type, e.summary]),
) as Record<EventType, string>;

/** The delivered body of an event type. */
export function eventEnvelopeSchema(type: EventType) {
  return z
    .object({
      id: z.string(),
      type: z.literal(type),
      created_at: z.string().meta({ format: 'date-time' }),
      data: EVENT_DATA[type].data,
    })
    .meta({ description: EVENT_DATA[type].summary });
}

export const EVENT_TYPE_LIST = Object.keys(EVENT_DATA) as EventType[];
