import type { Product } from '@/db/schema';

/**
 * The product as the API and the portal show it (05 §3). `stock.discrepancy` is set while the last warehouse
 * count disagreed with on_hand (04 E12). Other domains (orders, split) import this mapper.
 */
export interface ProductDto {
  id: string;
  sku: string;
  name: string;
  gtin: string | null;
  name_translations: Record<string, string> | null;
  active: boolean;
  returnable: boolean;
  variant_group: string | null;
  stock: {
    on_hand: number;
    reserved: number;
    available: number;
    last_counted_quantity: number | null;
    last_counted_at: string | null;
    discrepancy: boolean;
  };
  created_at: string;
  updated_at: string;
}

export function toProductDto(p: Product): ProductDto {
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    gtin: p.gtin ?? null,
    name_translations: p.nameTranslations ?? null,
    active: p.active,
    returnable: p.returnable,
    variant_group: p.variantGroup ?? null,
    stock: {
      on_hand: p.onHand,
      reserved: p.reserved,
      available: p.available,
      last_counted_quantity: p.lastCountedQuantity ?? null,
      last_counted_at: p.lastCountedAt ? p.lastCountedAt.toISOString() : null,
      discrepancy: p.stockDiscrepancy,
    },
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}
