import { getDb } from '@/db/client';
import { ActiveToggle, ListResults } from '@/components/portal/list-screen';
import {
  ErrorMessage,
  Flash,
  PageHeader,
  StatusBadge,
  pageFromSearchParams,
  type SearchParams,
} from '@/components/ui';
import { OPERATOR_ROLES, requireUser } from '@/server/auth/portal-session';
import { listCatalogServices, toCatalogServiceDto } from '@/server/catalog/catalog-services';
import { merchantChoices } from '@/server/merchants/merchant-names';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { createCatalogServiceAction, setActiveAction } from './actions';
import { CreateCatalogServiceForm } from './create-forms';

export const metadata = { title: 'Catalog services' };

type Service = ReturnType<typeof toCatalogServiceDto>;

// /catalog-services – operator administration of extra and delivery services (05 §2, 06 operator_admin)
export default async function CatalogServicesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireUser(OPERATOR_ROLES, '/catalog-services');
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
      <ListResults<Service>
        caption="Catalog services"
        rows={catalog_services}
        total={total}
        rowKey={(s) => s.id}
        empty="No catalog services yet"
        page={page}
        basePath="/catalog-services"
        searchParams={sp}
        columns={[
          { header: 'Code', cell: (s) => <code>{s.code}</code> },
          { header: 'Name', text: true, cell: (s) => s.name },
          { header: 'Kind', cell: (s) => s.kind },
          {
            header: 'Available to',
            cell: (s) =>
              s.merchant_ids ? s.merchant_ids.map((id) => names.get(id) ?? id).join(', ') : 'Every merchant',
          },
          { header: 'Status', cell: (s) => <StatusBadge status={s.active ? 'active' : 'inactive'} /> },
          {
            header: <span className="visually-hidden">Actions</span>,
            cell: (s) => (
              <ActiveToggle
                action={setActiveAction}
                kind="catalog_service"
                id={s.id}
                active={s.active}
                name={s.code}
              />
            ),
          },
        ]}
      />
      <section className="card">
        <CreateCatalogServiceForm
          action={createCatalogServiceAction}
          merchants={merchantRows.map((m) => ({ value: m.id, label: m.name }))}
        />
      </section>
    </>
  );
}
