import type { ShipmentDto } from '@/server/shipments/shipment-schema';
import { carrierName } from '@/server/outbound/carriers';

/** An order's tracking codes, each linked to its carrier's tracking page when the carrier has one. */
export function TrackingLinks({ shipments }: { shipments?: ShipmentDto[] }) {
  if (!shipments?.length) return <>–</>;
  return (
    <ul className="plain-list">
      {shipments.map((s) => (
        <li key={s.id}>
          <span className="visually-hidden">{carrierName(s.carrier)}: </span>
          {s.tracking_url ? (
            <a href={s.tracking_url} rel="noopener noreferrer" target="_blank">
              {s.tracking_codes[0]}
              <span className="visually-hidden"> (opens the carrier&apos;s tracking page)</span>
            </a>
          ) : (
            s.tracking_codes.join(', ')
          )}
        </li>
      ))}
    </ul>
  );
}
