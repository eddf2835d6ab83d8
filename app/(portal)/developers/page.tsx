import Link from 'next/link';
import { PageHeader } from '@/components/ui';
import { ADMIN_ROLES, requireUser } from '@/server/auth/portal-session';

export const metadata = { title: 'Developers' };

const SECTIONS = [
  {
    href: '/developers/api-clients',
    title: 'API clients',
    text: 'OAuth 2.0 client credentials for your systems: create (the secret is shown once), see when each was last used, revoke.',
  },
  {
    href: '/developers/webhooks',
    title: 'Webhooks',
    text: 'Endpoints that receive events, and the log of every delivery with a manual retry.',
  },
  {
    href: '/developers/events',
    title: 'Events',
    text: 'Every event of the last 30 days with its body and delivery attempts; replay one to an endpoint.',
  },
  {
    href: '/developers/requests',
    title: 'Requests',
    text: 'Every request of your API clients for 14 days, with the bodies of failed ones; errors grouped by route and code.',
  },
  {
    href: '/developers/sandbox',
    title: 'Sandbox',
    text: 'A merchant of its own for testing, with products in stock and simulated warehouse work.',
  },
  {
    href: '/developers/api-health',
    title: 'API health',
    text: 'Calls to deprecated endpoints in the last 30 days, with their sunset dates.',
  },
  {
    href: '/developers/reference',
    title: 'API reference',
    text: 'Every operation of the API, its parameters and answers, generated from the schemas that validate requests.',
  },
];

// /developers – the merchant admin's developer area (06 Developers)
export default async function DevelopersPage() {
  await requireUser(ADMIN_ROLES, '/developers');
  return (
    <>
      <PageHeader
        title="Developers"
        description="Connect your shop or ERP to the warehouse through the API."
      />
      <ul className="cards" role="list">
        {SECTIONS.map((s) => (
          <li key={s.href} className="card">
            <h2>
              <Link href={s.href}>{s.title}</Link>
            </h2>
            <p className="muted">{s.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
