import type { ReturnRequest } from '@/db/schema';
import type { ReturnRequestDto } from './schemas';

export function toReturnRequestDto(r: ReturnRequest): ReturnRequestDto {
  return {
    id: r.id,
    status: r.status as ReturnRequestDto['status'],
    order: { id: r.orderId },
    items: r.items.map((it) => ({
      order_item_id: it.order_item_id,
      product: { id: it.product_id },
      quantity: it.quantity,
      return_reason: {
        code: it.reason_code as ReturnRequestDto['items'][number]['return_reason']['code'],
        note: it.note,
      },
      photos: it.photo_file_ids.map((file_id) => ({ file_id })),
      exchange: it.exchange_product_id ? { product: { id: it.exchange_product_id } } : null,
    })),
    method: r.method as ReturnRequestDto['method'],
    language: r.language as ReturnRequestDto['language'],
    decline_message: r.declineMessage,
    order_return: r.orderReturnId ? { id: r.orderReturnId } : null,
    decided_at: r.decidedAt ? r.decidedAt.toISOString() : null,
    decided_by: r.decidedBy,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}
