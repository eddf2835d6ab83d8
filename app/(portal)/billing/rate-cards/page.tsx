import Link from 'next/link';
import { getDb } from '@/db/client';
import { EmptyState, PageHeader, Table } from '@/components/ui';
import { OPERATOR_ROLES, requireUser } from '@/server/auth/portal-session';
import { editorFees } from '@/server/billing/reads/portal-data';
import { listRateCards } from '@/server/billing/rate-cards/read-rate-cards';
import { createRateCardAction } from '../actions';
import { RateCardForm } from './rate-card-form';

export const metadata = { title: 'Rate cards' };

// /billing/rate-cards – the operator's price lists: every card, and a new one
export default async function RateCardsPage() {
  await requireUser(OPERATOR_ROLES, '/billing/rate-cards');
  const db = await getDb();
  const [cards, fees] = await Promise.all([listRateCards(db, { offset: 0, limit: 500 }), editorFees(db)]);
  return (
    <>
      <PageHeader
        title="Rate cards"
        description="What each piece of warehouse work costs a merchant. A version that priced work is never edited: a change makes a new version from a date."
      />
      {cards.total ? (
        <Table
          caption="Rate cards"
          rowKey={(c) => c.id}
          rows={cards.rate_cards}
          columns={[
            {
              header: 'Name',
              text: true,
              cell: (c) => <Link href={`/billing/rate-cards/${c.id}`}>{c.name}</Link>,
            },
            { header: 'Currency', cell: (c) => c.currency },
            { header: 'Version', numeric: true, cell: (c) => `${c.version} (from ${c.valid_from})` },
            { header: 'Default', cell: (c) => (c.default ? 'Yes' : '') },
            { header: 'Merchants', numeric: true, cell: (c) => c.merchant_ids.length },
          ]}
        />
      ) : (
        <EmptyState title="No rate cards yet">Without a card, work is recorded as unpriced.</EmptyState>
      )}
      <RateCardForm
        action={createRateCardAction}
        title="New rate card"
        rows={fees.map((f) => ({ ...f, unit_price: null, vat_rate: null }))}
      />
    </>
  );
}
