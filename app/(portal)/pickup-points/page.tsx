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
import { listPickupPoints, toPickupPointDto } from '@/server/catalog/pickup-points';
import { errorMessageFromSearch } from '@/server/portal/error-from-search';
import { createPickupPointAction, setActiveAction } from '../catalog-services/actions';
import { CreatePickupPointForm } from '../catalog-services/create-forms';

export const metadata = { title: 'Pickup points' };

type Point = ReturnType<typeof toPickupPointDto>;

// /pickup-points – operator administration of pickup points (05 §2, 06 operator_admin)
export default async function PickupPointsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireUser(['operator_admin'], '/pickup-points');
  const sp = await searchParams;
  const page = pageFromSearchParams(sp, 50);
  const { pickup_points, total } = await listPickupPoints(await getDb(), { ...page, activeOnly: false });
  const error = errorMessageFromSearch(sp.error);
  return (
    <>
      <PageHeader
        title="Pickup points"
        description="Where customers collect parcels; merchants see the active ones (GET /v1/pickup-points)."
      />
      {typeof sp.done === 'string' ? <Flash>Pickup point {sp.done}.</Flash> : null}
      <ErrorMessage>{error}</ErrorMessage>
      {total === 0 ? (
        <EmptyState title="No pickup points yet" />
      ) : (
        <Table<Point>
          caption="Pickup points"
          rows={pickup_points}
          rowKey={(p) => p.id}
          columns={[
            { header: 'Code', cell: (p) => <code>{p.code}</code> },
            { header: 'Name', cell: (p) => p.name },
            {
              header: 'Address',
              cell: (p) =>
                [p.address, `${p.postal_code ?? ''} ${p.city ?? ''}`.trim(), p.country_code]
                  .filter(Boolean)
                  .join(', '),
            },
            { header: 'Status', cell: (p) => <StatusBadge status={p.active ? 'active' : 'inactive'} /> },
            {
              header: <span className="visually-hidden">Actions</span>,
              cell: (p) => (
                <form action={setActiveAction}>
                  <input type="hidden" name="kind" value="pickup_point" />
                  <input type="hidden" name="id" value={p.id} />
                  <input type="hidden" name="active" value={p.active ? 'false' : 'true'} />
                  <Button
                    variant="secondary"
                    className="btn-small"
                    aria-label={`${p.active ? 'Deactivate' : 'Activate'} ${p.code}`}
                  >
                    {p.active ? 'Deactivate' : 'Activate'}
                  </Button>
                </form>
              ),
            },
          ]}
        />
      )}
      <Pagination total={total} {...page} basePath="/pickup-points" searchParams={sp} />
      <section className="card">
        <CreatePickupPointForm action={createPickupPointAction} />
      </section>
    </>
  );
}
