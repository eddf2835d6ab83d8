import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { ErrorMessage, LinkButton, PageHeader } from '@/components/ui';
import { MERCHANT_WORK_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { findOrder } from '@/server/orders/reads/get-order';
import { FORM_LINE_ROWS, orderFormDefaults } from '@/server/orders/order-form';
import { canDo } from '@/server/orders/lifecycle/status-machine';
import { updateOrderAction } from '../../actions';
import { OrderForm } from '../../order-form';

export const metadata = { title: 'Edit order' };

// /orders/{id}/edit – change an order with the API's PATCH schema (06 Orders, 04 B1)
export default async function EditOrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const user = await requireUser(MERCHANT_WORK_ROLES, `/orders/${orderId}/edit`);
  const merchantId = await requireMerchantId(user);
  const order = await findOrder(await getDb(), merchantId, orderId);
  if (!order) notFound();
  const title = `Edit order ${order.merchants_id ?? order.id}`;
  if (!canDo('edit', order.status)) {
    return (
      <>
        <PageHeader title={title} />
        <ErrorMessage>
          This order can no longer be edited (status {order.status.replace('_', ' ')}).
        </ErrorMessage>
        <LinkButton href={`/orders/${order.id}`}>Back to the order</LinkButton>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={title}
        description={
          order.status === 'confirmed' || order.status === 'waiting_products'
            ? 'Saving re-checks the order and takes its stock reservation again.'
            : undefined
        }
      />
      <OrderForm
        action={updateOrderAction.bind(null, order.id)}
        mode="edit"
        defaults={orderFormDefaults(order)}
        lineRows={Math.max(FORM_LINE_ROWS, order.items.length + 2)}
      />
    </>
  );
}
