import { count, desc } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { merchants, type Merchant } from '@/db/schema';
import type { MerchantDto } from './schemas';

export function toMerchantDto(m: Merchant): MerchantDto {
  return { id: m.id, name: m.name, created_at: m.createdAt.toISOString() };
}

export async function createMerchant(db: DbOrTx, input: { name: string }): Promise<MerchantDto> {
  const [row] = await db.insert(merchants).values({ name: input.name }).returning();
  return toMerchantDto(row!);
}

export async function listMerchants(db: DbOrTx, page: { offset: number; limit: number }) {
  const rows = await db
    .select()
    .from(merchants)
    .orderBy(desc(merchants.createdAt), desc(merchants.id))
    .offset(page.offset)
    .limit(page.limit);
  const [{ total }] = (await db.select({ total: count() }).from(merchants)) as [{ total: number }];
  return { merchants: rows.map(toMerchantDto), total: Number(total) };
}
