import { randomUUID } from 'node:crypto';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { InboundLinesTable } from '@/components/portal/inbound-figures';
import { InboundPhotos } from '@/components/portal/inbound-photos';
import {
  Button,
  ErrorMessage,
  Field,
  Flash,
  LinkButton,
  PageHeader,
  StatusBadge,
  searchParam,
  type SearchParams,
} from '@/components/ui';
import { requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { portalWording } from '@/server/core/errors';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';
import { noticeScreen } from '@/server/inbound/reads/portal-data';
import { scanAction } from '../../actions';
import { ReceiveScanner } from './receive-scanner';

export const metadata = { title: 'Receive' };

// /warehouse/inbound/{id}/receive – receive by scanning: a box label, then each unit's SKU or GTIN
export default async function ReceivePage({
  params,
  searchParams,
}: {
  params: Promise<{ noticeId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { noticeId } = await params;
  const sp = await searchParams;
  await requireUser(WAREHOUSE_ROLES, `/warehouse/inbound/${noticeId}/receive`);
  const screen = await noticeScreen(await getDb(), WAREHOUSE_SCOPE, noticeId);
  if (!screen) notFound();
  const { notice, names, merchantName, photos } = screen;
  const counting = notice.status === 'arrived' || notice.status === 'receiving';
  const refusal = portalWording(
    notice.status === 'processed' ? 'INBOUND_SHIPMENT_CLOSED' : 'INBOUND_SHIPMENT_NOT_RECEIVABLE',
  );
  return (
    <>
      <PageHeader
        title={`Receive: ${notice.name}`}
        description={
          <>
            {merchantName} · {notice.totals.boxes} {notice.packaging ?? 'boxes'}
          </>
        }
      >
        <StatusBadge status={notice.status} />
        {counting ? (
          <LinkButton href={`/warehouse/inbound/${notice.id}/close`} variant="secondary">
            Close receipt
          </LinkButton>
        ) : null}
      </PageHeader>
      <p>
        <Link href={`/warehouse/inbound/${notice.id}`}>Back to the notice</Link>
      </p>
      {counting ? (
        <ReceiveScanner action={scanAction} noticeId={notice.id} initialKey={`scan-${randomUUID()}`} />
      ) : (
        <ErrorMessage title={refusal?.title}>{refusal?.text}</ErrorMessage>
      )}
      {counting ? (
        <section className="section card" aria-labelledby="photo-title">
          <h2 id="photo-title">Photo of damage</h2>
          {searchParam(sp.photo) === 'added' ? (
            <Flash>Photo added: the merchant sees it on the notice.</Flash>
          ) : null}
          <ErrorMessage>{photoError(searchParam(sp.photo_error))}</ErrorMessage>
          {/* A plain multipart post (a route handler: a phone's photo is larger than a server action takes). */}
          <form
            method="post"
            action={`/warehouse/inbound/${notice.id}/photos`}
            encType="multipart/form-data"
            className="form"
            aria-labelledby="photo-title"
          >
            <Field name="file" label="Photo" type="file" accept="image/*" capture="environment" required />
            <div className="two-col">
              <Field name="box" label="Box code (optional)" hint="Scan the box label the photo shows." />
              <Field name="sku" label="SKU (optional)" hint="The product the photo shows." />
            </div>
            <Field name="remarks" label="What it shows (optional)" maxLength={2000} />
            <div>
              <Button variant="secondary">Add photo</Button>
            </div>
          </form>
          <InboundPhotos photos={photos} names={names} />
        </section>
      ) : null}
      <section className="section" aria-labelledby="progress-title">
        <h2 id="progress-title">Counted against the notice</h2>
        <InboundLinesTable lines={notice.lines} names={names} caption="Counted / expected per product" />
      </section>
    </>
  );
}

/** The photo form's refusal, in the screen's own words (never text from the address). */
function photoError(code: string | undefined): string | null {
  if (!code) return null;
  const wording = portalWording(code);
  if (wording) return `${wording.title} ${wording.text}`;
  if (code === 'FILE_TOO_LARGE') return 'The photo is larger than 20 MB.';
  if (code === 'VALIDATION_ERROR')
    return 'That file is not a photo (JPEG, PNG, WebP or HEIC), is empty, or names a SKU this merchant does not have.';
  return 'The photo could not be stored. Try again.';
}
