import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { PageHeader, formatDateTime } from '@/components/ui';
import { ADMIN_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { getRequestLog } from '@/server/workbench/request-log/request-logs';

export const metadata = { title: 'Request' };

function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

// /developers/requests/{id} – one request with both (redacted) bodies
export default async function RequestPage({ params }: { params: Promise<{ requestLogId: string }> }) {
  const { requestLogId } = await params;
  const user = await requireUser(ADMIN_ROLES, `/developers/requests/${requestLogId}`);
  const merchantId = await requireMerchantId(user);
  const r = await getRequestLog(await getDb(), merchantId, requestLogId).catch((err) => {
    if (isAppError(err) && err.code === 'REQUEST_LOG_NOT_FOUND') notFound();
    throw err;
  });
  return (
    <>
      <PageHeader
        title={`${r.method} ${r.route}`}
        description={
          <>
            {r.status}
            {r.error_code ? ` ${r.error_code}` : ''} · {formatDateTime(r.created_at)} · {r.duration_ms} ms
          </>
        }
      />
      <dl className="dl">
        <dt>Path</dt>
        <dd>
          <code>{r.path}</code>
        </dd>
        <dt>Request id</dt>
        <dd>
          <code>{r.request_id}</code>
        </dd>
        <dt>Client</dt>
        <dd>
          <code>{r.client_id}</code>
        </dd>
        <dt>Idempotency key</dt>
        <dd>{r.idempotency_key ? <code>{r.idempotency_key}</code> : '–'}</dd>
        <dt>Replayed</dt>
        <dd>{r.replayed ? 'yes (answered from the Idempotency-Key store)' : 'no'}</dd>
      </dl>
      {r.status < 300 ? (
        <p className="muted">Bodies are kept only for answers other than 2xx.</p>
      ) : (
        <>
          <h2>Request body</h2>
          {r.request_body ? (
            <pre tabIndex={0} aria-label="Request body">
              {pretty(r.request_body)}
            </pre>
          ) : (
            <p className="muted">No body.</p>
          )}
          <h2>Response body</h2>
          {r.response_body ? (
            <pre tabIndex={0} aria-label="Response body">
              {pretty(r.response_body)}
            </pre>
          ) : (
            <p className="muted">No body.</p>
          )}
        </>
      )}
    </>
  );
}
