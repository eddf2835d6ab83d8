import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orderReturnItems, orderReturns } from '@/db/schema';
import { returnFiltersFromSearchParams } from '@/app/(portal)/returns/filters';
import { ConditionsChart, ReturnReasonsChart } from '@/components/dashboard/return-line-charts';
import { ReturnsPerDayChart } from '@/components/dashboard/returns-charts';
import { newId } from '@/server/core/ids';
import { listReturns } from '@/server/returns/reads/list-returns';
import { createProduct } from '../support/data';
import { readDashboardAt } from '../support/dashboard-at';
import { merchantFixture } from '../support/fixtures';

const AT = new Date('2026-11-20T15:00:00Z');

/** Every link of the markup to the returns list, with the figure it stands beside. */
function returnLinks(html: string) {
  return [...html.matchAll(/<a href="(\/returns\?[^"]*)"[^>]*>([^<]*)</g)].map((m) => ({
    href: m[1]!.replace(/&amp;/g, '&'),
    text: m[2]!,
  }));
}

async function listedTotal(merchantId: string, href: string) {
  const sp = Object.fromEntries(new URL(href, 'http://x').searchParams);
  const { filter, valid } = returnFiltersFromSearchParams(sp, { offset: 0, limit: 100 });
  expect(valid).toBe(true);
  return (await listReturns(await getDb(), { ...filter, merchantId })).total;
}

describe('dashboard links to the returns list', () => {
  it('list exactly the returns each return chart counts: a cancelled return is in neither', async () => {
    const m = await merchantFixture();
    const db = await getDb();
    const shirt = await createProduct(m.merchantId, { sku: 'L-SHIRT', name: 'Shirt' });
    const add = async (createdAt: string, status: string) => {
      const id = newId();
      await db.insert(orderReturns).values({
        id,
        merchantId: m.merchantId,
        type: 'customer_return',
        status,
        reasonCodes: ['defective'],
        createdAt: new Date(createdAt),
      });
      await db.insert(orderReturnItems).values({
        orderReturnId: id,
        position: 0,
        productId: shirt.id,
        quantity: 1,
        returnReasonCode: 'defective',
        inspectionCondition: 'damaged',
      });
    };
    await add('2026-11-19T10:00:00Z', 'pending_merchant_decision');
    await add('2026-11-19T11:00:00Z', 'processed');
    await add('2026-11-19T12:00:00Z', 'deleted');

    const d = await readDashboardAt(db, m.merchantId, { days: 7 }, AT);
    expect(d.returns.total).toBe(2);
    const html = [
      createElement(ReturnsPerDayChart, { period: d.period, returns: d.returns }),
      createElement(ReturnReasonsChart, { period: d.period, returnLines: d.returnLines }),
      createElement(ConditionsChart, { period: d.period, returnLines: d.returnLines }),
    ]
      .map((chart) => renderToStaticMarkup(chart))
      .join('');
    const links = returnLinks(html);
    const period = links.find((l) => l.text === 'All returns of the period');
    expect(period).toBeDefined();
    expect(await listedTotal(m.merchantId, period!.href)).toBe(2);
    const counted = links.filter((l) => /^\d+$/.test(l.text));
    expect(counted.length).toBeGreaterThan(0);
    for (const l of counted) expect(await listedTotal(m.merchantId, l.href), l.href).toBe(Number(l.text));
    const byReason = links.find((l) => l.href.includes('reason=defective'));
    expect(await listedTotal(m.merchantId, byReason!.href)).toBe(2);
    const byCondition = links.find((l) => l.href.includes('condition=damaged'));
    expect(await listedTotal(m.merchantId, byCondition!.href)).toBe(2);
  });
});
