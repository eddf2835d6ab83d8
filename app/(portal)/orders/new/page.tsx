import { PageHeader } from '@/components/ui';
import { MERCHANT_WORK_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { FORM_LINE_ROWS } from '@/server/orders/order-form';
import { createOrderAction } from '../actions';
import { OrderForm } from '../order-form';

export const metadata = { title: 'New order' };

// /orders/new – create an order with the API's schema (06 Orders, 01 §2)
export default async function NewOrderPage() {
  const user = await requireUser(MERCHANT_WORK_ROLES, '/orders/new');
  await requireMerchantId(user);
  return (
    <>
      <PageHeader
        title="New order"
        description="Lines name products by SKU. Create it as a draft, or confirmed to reserve stock at once."
      />
      <OrderForm action={createOrderAction} mode="create" lineRows={FORM_LINE_ROWS} />
    </>
  );
}
