import Link from 'next/link';
import { getDb } from '@/db/client';
import {
  Button,
  EmptyState,
  ErrorMessage,
  Flash,
  PageHeader,
  Pagination,
  StatusBadge,
  TextArea,
  formatDateTime,
  pageFromSearchParams,
  type SearchParams,
} from '@/components/ui';
import { MERCHANT_WORK_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { returnRequestQueue } from '@/server/returns/requests/portal-data';
import { RETURN_REQUEST_STATUSES, type ReturnRequestStatus } from '@/server/returns/requests/schemas';
import { approveRequestAction, declineRequestAction } from './actions';

export const metadata = { title: 'Return requests' };

// /returns/requests – what customers asked to return on the returns page, for staff to approve or decline
export default async function ReturnRequestsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser(MERCHANT_WORK_ROLES, '/returns/requests');
  const merchantId = await requireMerchantId(user);
  const sp = await searchParams;
  const status = (RETURN_REQUEST_STATUSES as readonly string[]).includes(String(sp.status))
    ? (sp.status as ReturnRequestStatus)
    : 'pending';
  const { offset, limit } = pageFromSearchParams(sp, 25);
  const { entries, total } = await returnRequestQueue(await getDb(), merchantId, {
    status: [status],
    offset,
    limit,
  });
  const error = errorMessageFromSearch(sp.error);
  return (
    <>
      <PageHeader
        title="Return requests"
        description="Returns your customers asked for on your returns page. Approving registers the return; declining tells the customer why."
      />
      {sp.decided ? <Flash>Decision saved; the customer gets an e-mail.</Flash> : null}
      <ErrorMessage title="Not saved:">{error}</ErrorMessage>
      <nav aria-label="Request status" className="section">
        {RETURN_REQUEST_STATUSES.map((s, i) => (
          <span key={s}>
            {i > 0 ? ' · ' : null}
            <Link href={`/returns/requests?status=${s}`} aria-current={s === status ? 'page' : undefined}>
              {s[0]!.toUpperCase() + s.slice(1)}
            </Link>
          </span>
        ))}
      </nav>
      {entries.length === 0 ? (
        <EmptyState title={`No ${status} return requests`}>
          Requests arrive when customers use your returns page (Return policy).
        </EmptyState>
      ) : (
        entries.map((r) => (
          <section key={r.id} className="section card" aria-labelledby={`req-${r.id}`}>
            <h2 id={`req-${r.id}`}>
              Order {r.orderNumber ?? r.order.id} <StatusBadge status={r.status} />
            </h2>
            <p>
              Requested {formatDateTime(r.created_at)} ·{' '}
              {r.method === 'prepaid_label' ? 'Prepaid label' : 'Customer sends it'} · language {r.language}
              {r.order_return ? (
                <>
                  {' '}
                  · <Link href={`/returns/${r.order_return.id}`}>Open the return</Link>
                </>
              ) : null}
            </p>
            <ul>
              {r.lines.map((l, i) => (
                <li key={i}>
                  {l.quantity} × {l.productName} ({l.sku}) — {l.reason}
                  {l.note ? <>: &ldquo;{l.note}&rdquo;</> : null}
                  {l.exchangeFor ? <> · exchange for {l.exchangeFor}</> : null}
                  {l.photoUrls.map((url, n) => (
                    <a key={url} href={url} className="photo-link">
                      {' '}
                      Photo {n + 1}
                    </a>
                  ))}
                </li>
              ))}
            </ul>
            {r.decline_message ? <p>Message to the customer: {r.decline_message}</p> : null}
            {r.status === 'pending' ? (
              <div className="form-row">
                <form action={approveRequestAction}>
                  <input type="hidden" name="id" value={r.id} />
                  <Button>Approve</Button>
                </form>
                <form action={declineRequestAction} className="form">
                  <input type="hidden" name="id" value={r.id} />
                  <TextArea
                    name="message"
                    id={`message-${r.id}`}
                    label="Message to the customer"
                    required
                    maxLength={2000}
                    rows={2}
                  />
                  <Button variant="secondary">Decline</Button>
                </form>
              </div>
            ) : null}
          </section>
        ))
      )}
      <Pagination
        total={total}
        offset={offset}
        limit={limit}
        searchParams={sp}
        basePath="/returns/requests"
      />
    </>
  );
}
