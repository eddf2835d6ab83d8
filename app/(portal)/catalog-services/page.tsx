import { getDb } from '@/db/client';
import {
  Button,
  EmptyState,
  ErrorMessage,
  Flash,
  PageHeader,
  Pagination,
  StatusBadge,
  Table,
  pageFromSearchParams,
  type SearchParams,
} from '@/components/ui';
import { requireUser } from '@/server/auth/portal-session';
import { listCatalogServices, toCatalogServiceDto } from '@/server/catalog/catalog-services';
import { merchantChoices } from '@/server/merchants/merchant-names';
import { errorMessageFromSearch } from '@/server/portal/error-from-search';
import { createCatalogServiceAction, setActiveAction } from './actions';
import { CreateCatalogServiceForm } from './create-forms';

export const metadata = { title: 'Catalog services' };

type Service = ReturnType<typeof toCatalogServiceDto>;

// /catalog-services – operator administration of extra and delivery services (05 §2, 06 operator_admin)
export default async function CatalogServicesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireUser(['operator_admin'], '/catalog-services');
  const sp = await searchParams;
  const page = pageFromSearchParams(sp, 50);
  const db = await getDb();
  const [{ catalog_services, total }, merchantRows] = await Promise.all([
    listCatalogServices(db, page),
    merchantChoices(db, 200),
  ]);
  const names = new Map(merchantRows.map((m) => [m.id, m.name]));
  const error = errorMessageFromSearch(sp.error);
  return (
    <>
      <PageHeader
        title="Catalog services"
        description="Extra services (attached to orders and returns) and delivery services, each for every merchant or for chosen ones."
      />
      {typeof sp.done === 'string' ? <Flash>Service {sp.done}.</Flash> : null}
      <ErrorMessage>{error}</ErrorMessage>
      {total === 0 ? (
        <EmptyState title="No catalog services yet" />
      ) : (
        <Table<Service>
          caption="Catalog services"
          rows={catalog_services}
          rowKey={(s) => s.id}
          columns={[
            { header: 'Code', cell: (s) => <code>{s.code}</code> },
            { header: 'Name', cell: (s) => s.name },
            { header: 'Kind', cell: (s) => s.kind },
            {
              header: 'Available to',
              cell: (s) =>
                s.merchant_ids
                  ? s.merchant_ids.map((id) => names.get(id) ?? id).join(', ')
                  : 'Every merchant',
            },
            { header: 'Status', cell: (s) => <StatusBadge status={s.active ? 'active' : 'inactive'} /> },
            {
              header: <span className="visually-hidden">Actions</span>,
              cell: (s) => (
                <form action={setActiveAction}>
                  <input type="hidden" name="kind" value="catalog_service" />
                  <input type="hidden" name="id" value={s.id} />
                  <input type="hidden" name="active" value={s.active ? 'false' : 'true'} />
                  <Button
                    variant="secondary"
                    className="btn-small"
                    aria-label={`${s.active ? 'Deactivate' : 'Activate'} ${s.code}`}
                  >
                    {s.active ? 'Deactivate' : 'Activate'}
                  </Button>
                </form>
              ),
            },
          ]}
        />
      )}
      <Pagination total={total} {...page} basePath="/catalog-services" searchParams={sp} />
      <section className="card">
        <CreateCatalogServiceForm
          action={createCatalogServiceAction}
          merchants={merchantRows.map((m) => ({ value: m.id, label: m.name }))}
        />
      </section>
    </>
  );
}
