import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { Button, ErrorMessage, Flash, PageHeader, Select, Table, type SearchParams } from '@/components/ui';
import { OPERATOR_ROLES, requireUser } from '@/server/auth/portal-session';
import { editorFees } from '@/server/billing/reads/portal-data';
import { getRateCard } from '@/server/billing/rate-cards/read-rate-cards';
import { isAppError } from '@/server/core/errors';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { merchantChoices } from '@/server/merchants/merchant-names';
import { assignRateCardAction, updateRateCardAction } from '../../actions';
import { RateCardForm } from '../rate-card-form';

export const metadata = { title: 'Rate card' };

const DONE: Record<string, string> = {
  created: 'Rate card created.',
  assigned: 'The merchant now uses this card for its work from now on.',
};

// /billing/rate-cards/{id} – edit a card (versions), give it to merchants
export default async function RateCardPage({
  params,
  searchParams,
}: {
  params: Promise<{ rateCardId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { rateCardId } = await params;
  await requireUser(OPERATOR_ROLES, `/billing/rate-cards/${rateCardId}`);
  const db = await getDb();
  const card = await getRateCard(db, rateCardId).catch((err) => {
    if (isAppError(err)) notFound();
    throw err;
  });
  const [fees, merchants] = await Promise.all([editorFees(db), merchantChoices(db)]);
  const sp = await searchParams;
  const done = typeof sp.done === 'string' ? DONE[sp.done] : undefined;
  const error = errorMessageFromSearch(sp.error);
  const used = card.versions[0]!.used;
  const known = new Set(fees.map((f) => f.fee));
  const rows = [
    ...fees,
    ...card.fees.filter((f) => !known.has(f.fee)).map((f) => ({ fee: f.fee, label: f.fee })),
  ].map((f) => {
    const priced = card.fees.find((x) => x.fee === f.fee);
    return { ...f, unit_price: priced?.unit_price ?? null, vat_rate: priced?.vat_rate ?? null };
  });
  return (
    <>
      <PageHeader
        title={`Rate card: ${card.name}`}
        description={`${card.currency} · version ${card.version} valid from ${card.valid_from}${card.default ? ' · the default card' : ''}`}
      />
      {done ? <Flash>{done}</Flash> : null}
      {error ? <ErrorMessage title="Not done:">{error}</ErrorMessage> : null}
      <p>
        <Link href="/billing/rate-cards">All rate cards</Link>
      </p>
      <RateCardForm
        action={updateRateCardAction}
        title="Prices"
        rateCardId={card.id}
        name={card.name}
        isDefault={card.default}
        rows={rows}
        usedNote={
          used
            ? `Version ${card.version} has priced work: saving makes version ${card.version + 1}, valid from this date (empty: the next day it can start). Today or later.`
            : `Version ${card.version} has priced nothing yet: saving changes it.`
        }
      />
      <section className="section card" aria-labelledby="assign-title">
        <h2 id="assign-title">Merchants on this card</h2>
        <p>
          {card.merchant_ids.length
            ? card.merchant_ids.map((id) => merchants.find((m) => m.id === id)?.name ?? id).join(', ')
            : 'None yet.'}
        </p>
        <form action={assignRateCardAction} className="form-row">
          <input type="hidden" name="rateCardId" value={card.id} />
          <Select
            name="merchantId"
            label="Give this card to"
            options={merchants.map((m) => ({ value: m.id, label: m.name }))}
          />
          <Button variant="secondary">Give the card</Button>
        </form>
      </section>
      <section className="section" aria-labelledby="versions-title">
        <h2 id="versions-title">Versions</h2>
        <Table
          caption="Versions, newest first"
          captionHidden
          rowKey={(v) => String(v.version)}
          rows={card.versions}
          columns={[
            { header: 'Version', numeric: true, cell: (v) => v.version },
            { header: 'Valid from', cell: (v) => v.valid_from },
            { header: 'Priced work', cell: (v) => (v.used ? 'Yes (never edited)' : 'No') },
            { header: 'Fees', cell: (v) => v.fees.map((f) => `${f.fee} ${f.unit_price}`).join(', ') },
          ]}
        />
      </section>
    </>
  );
}
