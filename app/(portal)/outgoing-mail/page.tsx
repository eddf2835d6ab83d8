import { getDb } from '@/db/client';
import { EmptyState, PageHeader, StatusBadge, formatDateTime } from '@/components/ui';
import { OPERATOR_ROLES, requireUser } from '@/server/auth/portal-session';
import { listCustomerMails } from '@/server/returns/customer-mail/send-mails';

export const metadata = { title: 'Outgoing mail' };

// /outgoing-mail – e-mails to merchants' customers; without SMTP_URL they are kept here instead of sent
export default async function OutgoingMailPage() {
  await requireUser(OPERATOR_ROLES, '/outgoing-mail');
  const mails = await listCustomerMails(await getDb());
  return (
    <>
      <PageHeader
        title="Outgoing mail"
        description={
          process.env.SMTP_URL
            ? 'E-mails to customers, as sent over SMTP.'
            : 'No SMTP_URL is set: e-mails to customers are kept here instead of being sent.'
        }
      />
      {mails.length === 0 ? (
        <EmptyState title="No e-mails yet">Customers get e-mails when they use a returns page.</EmptyState>
      ) : (
        mails.map((m) => (
          <section key={m.id} className="section card" aria-labelledby={`mail-${m.id}`}>
            <h2 id={`mail-${m.id}`}>{m.subject}</h2>
            <p>
              To {m.toAddress} · {formatDateTime(m.createdAt.toISOString())} ·{' '}
              <StatusBadge status={m.status} />
              {m.lastError ? <> · {m.lastError}</> : null}
            </p>
            <pre className="mail-text">{m.text}</pre>
          </section>
        ))
      )}
    </>
  );
}
