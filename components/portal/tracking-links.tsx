import type { ShipmentDto } from '@/server/shipments/shipment-schema';
import { carrierName, trackingLinks } from '@/server/shipments/carriers';

type Tracked = Pick<ShipmentDto, 'tracking_codes' | 'tracking_url'>;

/** One shipment's tracking codes, each linked to its own tracking page when the carrier has one. */
export function ShipmentTrackingCodes({ shipment }: { shipment: Tracked }) {
  const links = trackingLinks(shipment);
  return (
    <>
      {links.map(({ code, url }, i) => (
        <span key={code}>
          {i > 0 ? ', ' : null}
          {url ? (
            <a href={url} rel="noopener noreferrer" target="_blank">
              {code}
              <span className="visually-hidden"> (opens the carrier&apos;s tracking page)</span>
            </a>
          ) : (
            code
          )}
        </span>
      ))}
    </>
  );
}

/** An order's tracking codes, one link per code (a shipment in several parcels has several). */
export function TrackingLinks({ shipments }: { shipments?: ShipmentDto[] }) {
  if (!shipments?.length) return <>–</>;
  return (
    <ul className="plain-list">
      {shipments.map((s) => (
        <li key={s.id}>
          <span className="visually-hidden">{carrierName(s.carrier)}: </span>
          <ShipmentTrackingCodes shipment={s} />
        </li>
      ))}
    </ul>
  );
}
