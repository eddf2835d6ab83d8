import type { InboundShipmentDto } from '../schemas';

/**
 * What a close tells: units short and over the notice, the boxes of which nothing was counted, and the lines
 * with a discrepancy. The close's check, the portal's confirmation and the event read it from here.
 */
export function closeSummary(n: InboundShipmentDto) {
  const short = n.lines.reduce((s, l) => s + Math.max(0, l.expected_quantity - l.received_quantity), 0);
  const over = n.lines.reduce((s, l) => s + Math.max(0, l.received_quantity - l.expected_quantity), 0);
  return {
    expected: n.totals.expected_quantity,
    received: n.totals.received_quantity,
    damaged: n.totals.damaged_quantity,
    expired: n.totals.expired_quantity,
    short,
    over,
    uncountedBoxes: n.boxes.filter((b) => b.received_quantity === 0).map((b) => b.number),
    discrepancies: n.lines.filter((l) => l.discrepancy !== null),
  };
}

/**
 * `inbound_shipment.processed` of a notice: the figures billing charges by (boxes and units received, the
 * reference) and every line's figures and discrepancy, as the notice's answer shows them.
 */
export function processedEventData(n: InboundShipmentDto) {
  const s = closeSummary(n);
  return {
    inbound_shipment_id: n.id,
    name: n.name,
    source: 'notice' as const,
    merchant_reference: n.merchant_reference,
    status: n.status,
    invoiced: n.invoiced,
    expected_at: n.expected_at,
    arrived_at: n.arrival?.arrived_at ?? null,
    processed_at: n.processed_at!,
    boxes: {
      announced: n.totals.boxes,
      arrived: n.arrival?.boxes_arrived ?? null,
      received: n.totals.boxes_received,
    },
    units: {
      expected: s.expected,
      received: s.received,
      damaged: s.damaged,
      expired: s.expired,
      blocked: n.totals.blocked_quantity,
      short: s.short,
      over: s.over,
    },
    receipts: n.totals.receipts,
    lines: n.lines.map((l) => ({
      product_id: l.product_id,
      sku: l.sku,
      quantity: l.quantity,
      expected_quantity: l.expected_quantity,
      received_quantity: l.received_quantity,
      damaged_quantity: l.damaged_quantity,
      expired_quantity: l.expired_quantity,
      discrepancy: l.discrepancy,
    })),
    discrepancy: n.totals.discrepancy,
    note: n.close_note,
  };
}
