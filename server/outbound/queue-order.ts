import type { Order, OrderItem } from '@/db/schema';
import type { OrderDto } from '@/server/orders/schemas';
import { toOrderDto } from '@/server/orders/reads/to-order-dto';

export type QueueOrderDto = OrderDto & { merchant_id: string };

/** The order as the warehouse's API answers it: the merchant's shape plus `merchant_id`. */
export function toQueueOrderDto(order: Order, items: OrderItem[]): QueueOrderDto {
  return { ...toOrderDto(order, items), merchant_id: order.merchantId };
}
