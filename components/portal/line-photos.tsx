import type { ReturnAttachmentDto } from '@/server/returns/schemas';

/**
 * The warehouse's photos of one return line: thumbnails of the image attachments tied to the line, each opening
 * the full file through its signed link. Nothing when the line has none.
 */
export function LinePhotos({
  attachments,
  itemId,
  label,
}: {
  attachments: ReturnAttachmentDto[];
  itemId: string | null | undefined;
  /** The line as people name it ("Line 1: Shirt"), for the images' text alternatives. */
  label: string;
}) {
  const photos = attachments.filter((a) => itemId && a.item_id === itemId && a.mime.startsWith('image/'));
  if (!photos.length) return null;
  return (
    <ul
      aria-label={`Photos of ${label}`}
      style={{ display: 'flex', gap: '0.5rem', listStyle: 'none', padding: 0 }}
    >
      {photos.map((a) => (
        <li key={a.id}>
          <a href={a.download_link.url}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a short-lived signed link, not a static asset */}
            <img
              src={a.download_link.url}
              alt={`Photo of ${label}: ${a.file_name}`}
              width={64}
              height={64}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
