import { describe, expect, it } from 'vitest';
import { ORDER_CSV_COLUMNS, orderCsvLine } from '@/server/orders/reads/orders-csv';
import type { OrderDto } from '@/server/orders/schemas';

describe('orders CSV', () => {
  it('carries the carriers, tracking codes and first shipping time of an order', () => {
    expect(ORDER_CSV_COLUMNS.slice(-3)).toEqual(['carriers', 'tracking_codes', 'shipped_at']);
    const shipment = (carrier: string, codes: string[], at: string) => ({
      id: 'x',
      order_id: 'o',
      carrier,
      service: null,
      tracking_codes: codes,
      tracking_url: null,
      parcels: [],
      items: [],
      shipped_at: at,
      documents: { status: 'pending' as const, shipping_labels: [], packing_slip: null },
    });
    const order = {
      id: 'o',
      merchants_id: 'M-1',
      status: 'processed',
      customer: { first_name: 'A', last_name: 'B', email: null, city: 'Oulu', country_code: 'FI' },
      items: [],
      created_at: '2026-11-01T10:00:00.000Z',
      shipments: [
        shipment('posti', ['JJFI1'], '2026-11-02T10:00:00.000Z'),
        shipment('dhl', ['D1', 'D2'], '2026-11-03T10:00:00.000Z'),
      ],
    } as unknown as OrderDto;
    const line = orderCsvLine(order);
    expect(line).toContain('posti dhl');
    expect(line).toContain('JJFI1 D1 D2');
    expect(line).toContain('2026-11-02T10:00:00.000Z');
  });
});
