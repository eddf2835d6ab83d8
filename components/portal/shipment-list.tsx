import { formatDateTime } from '@/components/ui';
import { carrierName } from '@/server/outbound/carriers';
import { ShipmentTrackingCodes } from './tracking-links';
import type { ShipmentDto } from '@/server/shipments/shipment-schema';

/** An order's shipments: carrier, tracking link, parcels, lines and the label / packing-slip downloads. */
export function ShipmentList({
  shipments,
  lines,
}: {
  shipments: ShipmentDto[];
  lines: { id: string; sku: string; name: string }[];
}) {
  if (!shipments.length) return <p>Nothing shipped yet.</p>;
  const lineOf = new Map(lines.map((l) => [l.id, l]));
  return (
    <ol className="plain-list cards">
      {shipments.map((s, i) => (
        <li key={s.id} className="card">
          <h3>
            Shipment {i + 1}: {carrierName(s.carrier)}
            {s.service ? ` ${s.service}` : ''}, {formatDateTime(s.shipped_at)}
          </h3>
          <p>
            Tracking: <ShipmentTrackingCodes shipment={s} />
          </p>
          <ul>
            {s.items.map((it) => {
              const l = lineOf.get(it.order_item_id);
              return (
                <li key={it.order_item_id}>
                  {it.quantity} × {l ? `${l.sku} – ${l.name}` : it.order_item_id}
                </li>
              );
            })}
          </ul>
          <p>
            {s.parcels.length} {s.parcels.length === 1 ? 'parcel' : 'parcels'}
            {s.parcels.some((p) => p.weight_grams)
              ? `, ${s.parcels.reduce((a, p) => a + (p.weight_grams ?? 0), 0)} g`
              : ''}
          </p>
          {s.documents.status === 'complete' ? (
            <ul className="plain-list">
              {s.documents.shipping_labels.map((l, n) => (
                <li key={l.url}>
                  <a href={l.url}>
                    Shipping label{s.documents.shipping_labels.length > 1 ? ` ${n + 1}` : ''} (PDF)
                  </a>
                </li>
              ))}
              {s.documents.packing_slip ? (
                <li>
                  <a href={s.documents.packing_slip.url}>Packing slip (PDF)</a>
                </li>
              ) : null}
            </ul>
          ) : (
            <p>
              {s.documents.status === 'failed'
                ? 'The label could not be produced.'
                : 'Label and packing slip are being prepared; reload the page in a moment.'}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
