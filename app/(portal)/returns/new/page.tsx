import { getDb } from '@/db/client';
import { PageHeader } from '@/components/ui';
import { MERCHANT_WORK_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { orderChoices } from '@/server/orders/reads/order-choices';
import { productChoices } from '@/server/returns/reads/portal-data';
import { RETURN_REASON_LABELS } from '@/server/returns/reads/reason-labels';
import { createReturnAction } from '../actions';
import { CreateReturnForm } from './create-return-form';

export const metadata = { title: 'Register a return' };

// /returns/new – register a return, with or without its contents (02 §4.1, 06 Returns)
export default async function NewReturnPage() {
  const user = await requireUser(MERCHANT_WORK_ROLES, '/returns/new');
  const merchantId = await requireMerchantId(user);
  const db = await getDb();
  const [products, orders] = await Promise.all([
    productChoices(db, merchantId),
    orderChoices(db, merchantId),
  ]);
  return (
    <>
      <PageHeader
        title="Register a return"
        description="Every field is optional: an empty return is a placeholder the warehouse fills in when the parcel arrives."
      />
      <CreateReturnForm
        action={createReturnAction}
        products={products}
        reasons={Object.entries(RETURN_REASON_LABELS).map(([value, label]) => ({ value, label }))}
        orders={orders}
      />
    </>
  );
}
