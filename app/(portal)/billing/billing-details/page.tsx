import Link from 'next/link';
import { getDb } from '@/db/client';
import { Button, PageHeader, Select, searchParam, type SearchParams } from '@/components/ui';
import { OPERATOR_ROLES, requireUser } from '@/server/auth/portal-session';
import { merchantBillingDetails } from '@/server/billing/accounts/billing-details';
import { isId } from '@/server/core/ids';
import { merchantChoices } from '@/server/merchants/merchant-names';
import { saveBillingDetailsAction } from '../actions';
import { BillingDetailsForm } from './billing-details-form';

export const metadata = { title: 'Billing details' };

// /billing/billing-details – who a merchant's invoices are addressed to (the operator's; the API's PUT)
export default async function BillingDetailsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireUser(OPERATOR_ROLES, '/billing/billing-details');
  const sp = await searchParams;
  const db = await getDb();
  const merchants = await merchantChoices(db);
  const chosen = searchParam(sp.merchant);
  const merchant = isId(chosen) ? merchants.find((m) => m.id === chosen) : undefined;
  const details = merchant ? await merchantBillingDetails(db, merchant.id) : null;
  return (
    <>
      <PageHeader
        title="Billing details"
        description="The legal name, address and VAT id a merchant's invoices are addressed to (the buyer of the PDF and the e-invoice). An issued invoice keeps the details it was issued with."
      />
      <p>
        <Link href="/billing/invoicing">Back to Invoicing</Link>
      </p>
      <section className="section card" aria-labelledby="choose-title">
        <h2 id="choose-title">Choose the merchant</h2>
        <form method="get" className="form-row">
          <Select
            name="merchant"
            label="Merchant"
            placeholder="Choose a merchant"
            defaultValue={merchant?.id ?? ''}
            options={merchants.map((m) => ({ value: m.id, label: m.name }))}
          />
          <Button>Open</Button>
        </form>
      </section>
      {merchant && details ? (
        <BillingDetailsForm
          key={merchant.id}
          action={saveBillingDetailsAction}
          merchantName={merchant.name}
          details={details}
        />
      ) : null}
    </>
  );
}
