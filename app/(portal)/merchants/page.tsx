import { getDb } from '@/db/client';
import {
  EmptyState,
  PageHeader,
  Pagination,
  Table,
  formatDateTime,
  pageFromSearchParams,
  type SearchParams,
} from '@/components/ui';
import { OPERATOR_ROLES, requireUser } from '@/server/auth/portal-session';
import { listMerchants } from '@/server/merchants/merchants';
import type { MerchantDto } from '@/server/merchants/schemas';
import { createMerchantAction } from './actions';
import { CreateMerchantForm } from './create-merchant-form';

export const metadata = { title: 'Merchants' };

// /merchants – operator: list and create merchants (05 §2, 06 operator_admin)
export default async function MerchantsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireUser(OPERATOR_ROLES, '/merchants');
  const sp = await searchParams;
  const page = pageFromSearchParams(sp);
  const { merchants, total } = await listMerchants(await getDb(), page);
  return (
    <>
      <PageHeader
        title="Merchants"
        description="The warehouse's customers. Each merchant has its own orders, returns, products, users and API clients."
      />
      <div className="section">
        {total === 0 ? (
          <EmptyState title="No merchants yet">Create the first merchant with the form below.</EmptyState>
        ) : (
          <>
            <Table<MerchantDto>
              caption="Merchants, newest first"
              rows={merchants}
              rowKey={(m) => m.id}
              columns={[
                { header: 'Name', text: true, cell: (m) => m.name },
                { header: 'Id', cell: (m) => <code>{m.id}</code> },
                { header: 'Created', cell: (m) => formatDateTime(m.created_at) },
              ]}
            />
            <Pagination
              total={total}
              offset={page.offset}
              limit={page.limit}
              basePath="/merchants"
              searchParams={sp}
            />
          </>
        )}
      </div>
      <section className="card">
        <CreateMerchantForm action={createMerchantAction} />
      </section>
    </>
  );
}
