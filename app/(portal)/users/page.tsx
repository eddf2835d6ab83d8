import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import {
  ConfirmSubmit,
  EmptyState,
  Flash,
  ErrorMessage,
  PageHeader,
  Pagination,
  Table,
  formatDateTime,
  pageFromSearchParams,
  type SearchParams,
} from '@/components/ui';
import { ROLE_LABELS } from '@/components/portal/nav-items';
import { ADMIN_ROLES, requireUser, type PortalRole } from '@/server/auth/portal-session';
import { listMerchants } from '@/server/merchants/merchants';
import { listUsers } from '@/server/users/list-users';
import { userScopeOf } from '@/server/users/user-scope';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { createUserAction, setUserActiveAction } from './actions';
import { CreateUserForm } from './create-user-form';

export const metadata = { title: 'Users' };

type Row = Awaited<ReturnType<typeof listUsers>>['users'][number];

// /users – operator: portal users of every role, create merchant and operator users (05 §2, 06);
// merchant admin: the users of its own merchant, create merchant staff and admins (06 "Who signs in")
export default async function UsersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const me = await requireUser(ADMIN_ROLES, '/users');
  const scope = userScopeOf(me);
  if (!scope) notFound();
  const operator = scope.kind === 'all';
  const sp = await searchParams;
  const page = pageFromSearchParams(sp);
  const db = await getDb();
  const [{ users, total }, merchants] = await Promise.all([
    listUsers(db, scope, page),
    operator ? listMerchants(db, { offset: 0, limit: 500 }) : null,
  ]);
  return (
    <>
      <PageHeader
        title="Users"
        description={
          operator
            ? 'Who can sign in to the portal, with which role and for which merchant.'
            : 'Who can sign in to the portal for your merchant, and with which role.'
        }
      />
      {sp.deactivated ? <Flash>The user is deactivated and signed out everywhere.</Flash> : null}
      {sp.reactivated ? <Flash>The user is active again and can sign in.</Flash> : null}
      {errorMessageFromSearch(sp.error) ? (
        <ErrorMessage>{errorMessageFromSearch(sp.error)}</ErrorMessage>
      ) : null}
      <div className="section">
        {total === 0 ? (
          <EmptyState title="No users yet" />
        ) : (
          <>
            <Table<Row>
              caption="Portal users, newest first"
              rows={users}
              rowKey={(u) => u.id}
              columns={[
                { header: 'E-mail', text: true, cell: (u) => u.email },
                { header: 'Name', text: true, cell: (u) => u.name ?? '—' },
                { header: 'Role', cell: (u) => ROLE_LABELS[u.role as PortalRole] ?? u.role },
                ...(operator ? [{ header: 'Merchant', cell: (u: Row) => u.merchantName ?? '—' }] : []),
                { header: 'Created', cell: (u) => formatDateTime(u.createdAt) },
                { header: 'Status', cell: (u) => (u.disabledAt ? 'Deactivated' : 'Active') },
                {
                  header: <span className="visually-hidden">Actions</span>,
                  cell: (u) =>
                    u.id === me.id ? null : u.disabledAt ? (
                      <form action={setUserActiveAction}>
                        <input type="hidden" name="user_id" value={u.id} />
                        <input type="hidden" name="active" value="1" />
                        <button type="submit" className="btn btn-secondary btn-small">
                          Reactivate
                        </button>
                      </form>
                    ) : (
                      <ConfirmSubmit
                        action={setUserActiveAction}
                        label="Deactivate"
                        confirmLabel="Yes, deactivate"
                        fields={{ user_id: u.id, active: '0' }}
                      >
                        <strong>{u.email}</strong> is signed out everywhere at once and cannot sign in until
                        reactivated.
                      </ConfirmSubmit>
                    ),
                },
              ]}
            />
            <Pagination
              total={total}
              offset={page.offset}
              limit={page.limit}
              basePath="/users"
              searchParams={sp}
            />
          </>
        )}
      </div>
      <section className="card">
        <CreateUserForm
          action={createUserAction}
          merchants={merchants ? merchants.merchants.map((m) => ({ value: m.id, label: m.name })) : null}
        />
      </section>
    </>
  );
}
