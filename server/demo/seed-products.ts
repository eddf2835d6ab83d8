import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { catalogServices, pickupPoints, products, stockUnits } from '@/db/schema';
import { DEMO_MERCHANT_ID, DEMO_OTHER_MERCHANT_ID } from './demo-data';
import { SEED_ACTOR } from './demo-lookups';
import { changeUnit } from '@/server/stock/change-unit';
import { countStock } from '@/server/stock/count-stock';
import { receiveUnits } from '@/server/stock/receive-units';
import { createProduct } from '@/server/products/create-product';

/**
 * Demo data (05 §1): the demo merchant's products with stock in several states, a count in discrepancy,
 * catalog services and pickup points. Idempotent: each product is seeded only when its SKU is missing.
 */
const PRODUCTS = [
  {
    sku: 'NP-COF-500',
    name: 'Dark roast coffee 500 g',
    gtin: '6410405082657',
    fi: 'Tumma paahto kahvi 500 g',
    lots: [
      { q: 48, loc: 'A-01-01', bb: '2027-05-31', batch: 'L2611' },
      { q: 24, loc: 'A-01-02', bb: '2027-08-31', batch: 'L2702' },
    ],
  },
  {
    sku: 'NP-COF-250',
    name: 'Light roast coffee 250 g',
    gtin: '6410405082664',
    fi: 'Vaalea paahto kahvi 250 g',
    lots: [{ q: 36, loc: 'A-01-03', bb: '2027-04-30', batch: 'L2609' }],
  },
  {
    sku: 'NP-TEA-GRN',
    name: 'Green tea, 20 bags',
    gtin: '6417700050015',
    fi: 'Vihreä tee, 20 pussia',
    lots: [{ q: 60, loc: 'A-02-01', bb: '2028-01-31', batch: 'T0412' }],
  },
  {
    sku: 'NP-OAT-1KG',
    name: 'Rolled oats 1 kg',
    gtin: '6408430000012',
    fi: 'Kaurahiutaleet 1 kg',
    lots: [
      { q: 30, loc: 'B-01-01', bb: '2027-02-28', batch: 'K1101' },
      { q: 10, loc: 'B-01-02', bb: '2026-12-31', batch: 'K1007' },
    ],
  },
  {
    sku: 'NP-LIN-JAM',
    name: 'Lingonberry jam 400 g',
    gtin: '6410405140173',
    fi: 'Puolukkahillo 400 g',
    lots: [{ q: 18, loc: 'B-02-04', bb: '2027-10-31', batch: 'P0930' }],
  },
  {
    sku: 'NP-RYE-CRSP',
    name: 'Rye crispbread 250 g',
    gtin: '6411402202208',
    fi: 'Ruisnäkkileipä 250 g',
    lots: [{ q: 4, loc: 'C-01-01', bb: '2027-03-31', batch: 'R0215' }],
  },
  {
    sku: 'NP-MUG-ENM',
    name: 'Enamel camping mug',
    gtin: '6430051230018',
    fi: 'Emalimuki',
    lots: [{ q: 12, loc: 'D-03-02', bb: null, batch: null }],
  },
  { sku: 'NP-GIFT-BOX', name: 'Nordic breakfast gift box', gtin: null, fi: 'Aamiaislahjapakkaus', lots: [] },
] as const;

async function unitIds(db: Db, productId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: stockUnits.id })
    .from(stockUnits)
    .where(eq(stockUnits.productId, productId))
    .orderBy(stockUnits.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function seedProducts(db: Db): Promise<void> {
  for (const p of PRODUCTS) {
    const [existing] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.merchantId, DEMO_MERCHANT_ID), eq(products.sku, p.sku)));
    if (existing) continue;
    const product = await createProduct(
      db,
      DEMO_MERCHANT_ID,
      { sku: p.sku, name: p.name, gtin: p.gtin, name_translations: { fi: p.fi } },
      SEED_ACTOR,
    );
    for (const lot of p.lots) {
      await receiveUnits(
        db,
        DEMO_MERCHANT_ID,
        {
          product_id: product.id,
          quantity: lot.q,
          location: lot.loc,
          best_before: lot.bb,
          batch_number: lot.batch,
          state: 'on_shelf',
        },
        SEED_ACTOR,
      );
    }
    if (p.sku === 'NP-COF-500') {
      const [damaged, lost] = await unitIds(db, product.id, 2);
      await changeUnit(
        db,
        DEMO_MERCHANT_ID,
        damaged!,
        { state: 'blocked', location: 'QUARANTINE' },
        SEED_ACTOR,
      );
      await changeUnit(db, DEMO_MERCHANT_ID, lost!, { state: 'written_off' }, SEED_ACTOR);
      await countStock(db, DEMO_MERCHANT_ID, product.id, 71, SEED_ACTOR);
    }
    if (p.sku === 'NP-OAT-1KG') {
      await receiveUnits(
        db,
        DEMO_MERCHANT_ID,
        {
          product_id: product.id,
          quantity: 6,
          location: 'DOCK-2',
          best_before: '2027-06-30',
          batch_number: 'K1205',
          state: 'not_shelved',
        },
        SEED_ACTOR,
      );
      // Counted as it stands (no discrepancy), so that the demo's oats can be split; NP-RYE-CRSP and
      // NP-COF-500 keep the counts that disagree.
      const [counted] = await db
        .select({ onHand: products.onHand })
        .from(products)
        .where(eq(products.id, product.id));
      await countStock(db, DEMO_MERCHANT_ID, product.id, counted!.onHand, SEED_ACTOR);
    }
    if (p.sku === 'NP-RYE-CRSP') await countStock(db, DEMO_MERCHANT_ID, product.id, 3, SEED_ACTOR);
    if (p.sku === 'NP-GIFT-BOX')
      await db.update(products).set({ active: false }).where(eq(products.id, product.id));
  }
}

const SERVICES = [
  { code: 'GIFT_WRAP', name: 'Gift wrapping', kind: 'extra', merchantIds: null },
  { code: 'PHOTO_CHECK', name: 'Photo of the contents', kind: 'extra', merchantIds: null },
  { code: 'REPACK', name: 'Repacking of returned goods', kind: 'extra', merchantIds: [DEMO_MERCHANT_ID] },
  { code: 'POSTI_PARCEL', name: 'Posti parcel', kind: 'delivery', merchantIds: null },
  { code: 'EXPRESS_24', name: 'Express delivery 24 h', kind: 'delivery', merchantIds: null },
  { code: 'ALPINE_FREIGHT', name: 'Alpine freight', kind: 'delivery', merchantIds: [DEMO_OTHER_MERCHANT_ID] },
  {
    code: 'OLD_COURIER',
    name: 'City courier (discontinued)',
    kind: 'delivery',
    merchantIds: null,
    active: false,
  },
] as const;

const POINTS = [
  {
    code: 'HEL-KAMPPI',
    name: 'Kamppi parcel locker',
    address: 'Urho Kekkosen katu 1',
    postalCode: '00100',
    city: 'Helsinki',
  },
  {
    code: 'HEL-PASILA',
    name: 'Pasila R-kioski',
    address: 'Ratapihantie 11',
    postalCode: '00520',
    city: 'Helsinki',
  },
  {
    code: 'ESP-ISO-OMENA',
    name: 'Iso Omena service point',
    address: 'Piispansilta 11',
    postalCode: '02230',
    city: 'Espoo',
  },
  {
    code: 'TRE-KESKUSTA',
    name: 'Tampere centre locker',
    address: 'Hämeenkatu 20',
    postalCode: '33200',
    city: 'Tampere',
    active: false,
  },
] as const;

export async function seedCatalog(db: Db): Promise<void> {
  for (const s of SERVICES) {
    await db
      .insert(catalogServices)
      .values({
        code: s.code,
        name: s.name,
        kind: s.kind,
        merchantIds: s.merchantIds ? [...s.merchantIds] : null,
        active: 'active' in s ? s.active : true,
      })
      .onConflictDoNothing({ target: catalogServices.code });
  }
  for (const p of POINTS) {
    const [existing] = await db
      .select({ id: pickupPoints.id })
      .from(pickupPoints)
      .where(eq(pickupPoints.code, p.code));
    if (existing) continue;
    await db
      .insert(pickupPoints)
      .values({ ...p, countryCode: 'FI', active: 'active' in p ? p.active : true });
  }
}
