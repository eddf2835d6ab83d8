import { csvLine } from '@/server/core/csv';
import type { ProductDto } from './to-product-dto';

/**
 * Products as CSV (06 "Lists can be exported as CSV with the filters applied"): one row per product, the list
 * page's columns (SKU, name, GTIN, status, stock figures, last count) plus ids and timestamps.
 */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'sku',
  'name',
  'gtin',
  'active',
  'on_hand',
  'reserved',
  'available',
  'last_counted_quantity',
  'last_counted_at',
  'discrepancy',
  'created_at',
  'updated_at',
] as const;

export function productCsvLine(p: ProductDto): string {
  return csvLine([
    p.id,
    p.sku,
    p.name,
    p.gtin,
    p.active,
    p.stock.on_hand,
    p.stock.reserved,
    p.stock.available,
    p.stock.last_counted_quantity,
    p.stock.last_counted_at,
    p.stock.discrepancy,
    p.created_at,
    p.updated_at,
  ]);
}
