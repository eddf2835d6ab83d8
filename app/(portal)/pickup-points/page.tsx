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
import { listPickupPoints, toPickupPointDto } from '@/server/catalog/pickup-points';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { createPickupPointAction, setActiveAction } from '../catalog-services/actions';
import { CreatePickupPointForm } from '../catalog-services/create-forms';

export const metadata = { title: 'Pickup points' };

type Point = ReturnType<typeof toPickupPointDto>;

// /pickup-points – operator administration of pickup points (05 §2, 06 operator_admin)
export default async function PickupPointsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireUser(OPERATOR_ROLES, '/pickup-points');
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
      <ListResults<Point>
        caption="Pickup points"
        rows={pickup_points}
        total={total}
        rowKey={(p) => p.id}
        empty="No pickup points yet"
        page={page}
        basePath="/pickup-points"
        searchParams={sp}
        columns={[
          { header: 'Code', cell: (p) => <code>{p.code}</code> },
          { header: 'Name', text: true, cell: (p) => p.name },
          {
            header: 'Address',
            text: true,
            cell: (p) =>
              [p.address, `${p.postal_code ?? ''} ${p.city ?? ''}`.trim(), p.country_code]
                .filter(Boolean)
                .join(', '),
          },
          { header: 'Status', cell: (p) => <StatusBadge status={p.active ? 'active' : 'inactive'} /> },
          {
            header: <span className="visually-hidden">Actions</span>,
            cell: (p) => (
              <ActiveToggle
                action={setActiveAction}
                kind="pickup_point"
                id={p.id}
                active={p.active}
                name={p.code}
              />
            ),
          },
        ]}
      />
      <section className="card">
        <CreatePickupPointForm action={createPickupPointAction} />
      </section>
    </>
  );
}
