import { randomUUID } from 'node:crypto';
import Link from 'next/link';
import { getDb } from '@/db/client';
import { PageHeader, searchParam, type SearchParams } from '@/components/ui';
import { MERCHANT_WORK_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { productChoices } from '@/server/inbound/reads/portal-data';
import { announceAction, announceCsvAction } from '../actions';
import { AnnounceCsvForm, AnnounceForm } from './announce-forms';

export const metadata = { title: 'Announce a delivery' };

// /inbound/new – announce a delivery to the warehouse: by form (lines by SKU with a picker) or by CSV
export default async function AnnouncePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser(MERCHANT_WORK_ROLES, '/inbound/new');
  const merchantId = await requireMerchantId(user);
  const sp = await searchParams;
  const rows = Math.min(Math.max(Number(searchParam(sp.rows) ?? 5) || 5, 5), 100);
  const products = await productChoices(await getDb(), merchantId);
  return (
    <>
      <PageHeader
        title="Announce a delivery"
        description="Tell the warehouse what arrives, box by box: it counts against this notice and you see what arrived."
      />
      <datalist id="product-choices">
        {products.map((p) => (
          <option key={p.sku} value={p.sku}>
            {p.name}
          </option>
        ))}
      </datalist>
      <AnnounceForm action={announceAction} rows={rows} idempotencyKey={`portal-${randomUUID()}`} />
      <p>
        <Link href={`/inbound/new?rows=${rows + 10}`}>Show 10 more rows</Link>
      </p>
      <AnnounceCsvForm action={announceCsvAction} idempotencyKey={`portal-${randomUUID()}`} />
    </>
  );
}
