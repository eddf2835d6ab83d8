import type { StockUnit } from '@/db/schema';
import type { UnitState } from './figures';
import type { StockUnitDto } from './schemas';

export function toStockUnitDto(u: StockUnit): StockUnitDto {
  return {
    id: u.id,
    product_id: u.productId,
    location: u.location,
    best_before: u.bestBefore ?? null,
    batch_number: u.batchNumber ?? null,
    state: u.state as UnitState,
    order_id: u.orderId ?? null,
    created_at: u.createdAt.toISOString(),
    updated_at: u.updatedAt.toISOString(),
  };
}
