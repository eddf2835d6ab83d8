import type { Order, OrderItem } from '@/db/schema';
import type {
  AttachmentDto,
  Customer,
  FulfillmentBy,
  OrderDto,
  OrderLineDto,
  OrderStatus,
} from '@/server/orders/schemas';

/** Stored order + lines -> the API shape (01 §2.7, E3). Only active attachments are shown (01 §2.6). */
export function toOrderDto(order: Order, items: OrderItem[]): OrderDto {
  const pickupPoint = (order.pickupPoint as { id: string } | null) ?? null;
  return {
    id: order.id,
    customer: order.customer as Customer,
    our_id: order.ourId,
    merchants_id: order.merchantsId,
    status: order.status as OrderStatus,
    anonymized: (order.anonymized as { ts: string } | null) ?? null,
    process_lock: (order.processLock as OrderDto['process_lock']) ?? null,
    process_hold: (order.processHold as OrderDto['process_hold']) ?? null,
    items: [...items].sort((a, b) => a.position - b.position).map(toLineDto),
    no_earlier_than: iso(order.noEarlierThan),
    no_after_than: iso(order.noAfterThan),
    language: order.language,
    merchants_order_time: iso(order.merchantsOrderTime),
    extra_services: activeOnly(order.extraServices),
    requested_delivery_method:
      (order.requestedDeliveryMethod as OrderDto['requested_delivery_method']) ?? null,
    requested_delivery_service:
      (order.requestedDeliveryService as OrderDto['requested_delivery_service']) ?? null,
    delivery_service: (order.deliveryService as OrderDto['delivery_service']) ?? null,
    requested_pickup_point: (order.requestedPickupPoint as OrderDto['requested_pickup_point']) ?? null,
    pickup_point: pickupPoint,
    requested_delivery_destination: pickupPoint ? { pickup_point: pickupPoint } : null,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    ...(order.problem ? { problem: order.problem as OrderDto['problem'] } : {}),
    ...(order.exchangeForReturnId ? { exchange_for_return: { id: order.exchangeForReturnId } } : {}),
  };
}

export function toLineDto(item: OrderItem): OrderLineDto {
  const product: OrderLineDto['product'] = {
    id: item.productId,
    sku: item.productSku,
    name: item.productName,
  };
  if (item.productFulfillmentBy) product.fulfillment_by = item.productFulfillmentBy as FulfillmentBy;
  if (item.productComponents !== null && item.productComponents !== undefined) {
    product.components = item.productComponents as OrderLineDto['product']['components'];
  }
  return {
    id: item.id,
    product,
    fulfillment_by: item.fulfillmentBy as FulfillmentBy,
    quantity: Number(item.quantity),
    sales_info: (item.salesInfo as OrderLineDto['sales_info']) ?? null,
    additional_info: item.additionalInfo,
    best_before_date: item.bestBeforeDate,
    batch_numbers: item.batchNumbers ?? null,
    extra_services: activeOnly(item.extraServices),
  };
}

function activeOnly(list: unknown): AttachmentDto[] {
  return ((list as AttachmentDto[] | null) ?? []).filter((a) => a.status === 'active');
}

function iso(d: Date | null): string | null {
  return d ? d.toISOString() : null;
}
