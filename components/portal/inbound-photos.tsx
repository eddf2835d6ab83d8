import { formatDateTime } from '@/components/ui';
import type { InboundPhotoDto } from '@/server/inbound/schemas';

/**
 * The photos the warehouse took while receiving a notice (damage, a wet box), with the box and product each
 * shows and its remark; each opens the full image through its signed link. The merchant's and the warehouse's
 * notice screens and the receive screen show them alike.
 */
export function InboundPhotos({
  photos,
  names,
}: {
  photos: InboundPhotoDto[];
  /** Product names by id. */
  names: Record<string, string>;
}) {
  if (!photos.length) return <p className="muted">No photos taken while receiving.</p>;
  return (
    <ul aria-label="Receiving photos" className="photo-list">
      {photos.map((p) => {
        const shows = [
          p.box ? `box ${p.box}` : null,
          p.product_id ? (names[p.product_id] ?? 'a product') : null,
        ]
          .filter(Boolean)
          .join(', ');
        return (
          <li key={p.id}>
            <a href={p.download_link.url}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a short-lived signed link, not a static asset */}
              <img
                src={p.download_link.url}
                alt={`Photo${shows ? ` of ${shows}` : ''}: ${p.remarks ?? p.file_name}`}
                width={96}
                height={96}
              />
            </a>
            <p>
              {shows ? <strong>{shows}</strong> : null} {p.remarks}
              <br />
              <span className="muted">{formatDateTime(p.uploaded_at)}</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** The "Photos" section of a notice's screens: only when the warehouse took any. */
export function InboundPhotosSection({
  photos,
  names,
}: {
  photos: InboundPhotoDto[];
  names: Record<string, string>;
}) {
  if (!photos.length) return null;
  return (
    <section className="section" aria-labelledby="photos-title">
      <h2 id="photos-title">Photos from receiving</h2>
      <InboundPhotos photos={photos} names={names} />
    </section>
  );
}
