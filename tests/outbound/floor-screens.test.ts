import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { SYSTEM_ACTOR } from '@/server/core/actor';
import { isAppError } from '@/server/core/errors';
import { formDataToObject } from '@/server/core/http/form-state';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';
import { reportProblem as reportProblemDomain } from '@/server/outbound/report-problem';
import { ReportProblemBody } from '@/server/outbound/schemas';
import { trackingLinks } from '@/server/outbound/carriers';
import { merchantFixture, operatorFixture } from '../support/fixtures';
import { confirmedOrder, startPicking, stockedProduct } from '../support/outbound-helpers';

/** The warehouse floor's rules behind the portal screens (issue 42, points 9-14). */

describe('reporting a problem: one rule for the API and the portal', () => {
  it('refuses "other" without a note through the domain operation, whatever door it came through', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const p = await stockedProduct(m.merchantId, 1);
    const o = await confirmedOrder(m, [{ productId: p.id, quantity: 1 }]);
    await startPicking(op, o.id);
    const db = await getDb();
    for (const note of [null, '   ']) {
      const err = await reportProblemDomain(db, WAREHOUSE_SCOPE, o.id, { code: 'other', note }, SYSTEM_ACTOR)
        .then(() => null)
        .catch((e: unknown) => e);
      expect(isAppError(err) && err.code, String(note)).toBe('VALIDATION_ERROR');
    }
    const ok = await reportProblemDomain(
      db,
      WAREHOUSE_SCOPE,
      o.id,
      { code: 'other', note: 'Box crushed' },
      SYSTEM_ACTOR,
    );
    expect(ok.order.status).toBe('problem');
  });

  it("reads the portal form's fields (the API's paths) with the API's schema: an empty note is refused beside it", () => {
    const form = new FormData();
    form.set('orderId', 'x');
    form.set('problem.code', 'other');
    form.set('problem.item_id', '');
    form.set('problem.note', '');
    const { orderId: _, ...raw } = formDataToObject(form);
    const res = ReportProblemBody.safeParse(raw);
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => i.path.join('.'))).toEqual(['problem.note']);
  });
});

describe('tracking links of a shipment in several parcels', () => {
  it('gives every code its own link, made from the stored link of the first', () => {
    const links = trackingLinks({
      tracking_codes: ['JJFI01', 'JJFI 02'],
      tracking_url: 'https://track.example/?id=JJFI01&lang=fi',
    });
    expect(links).toEqual([
      { code: 'JJFI01', url: 'https://track.example/?id=JJFI01&lang=fi' },
      { code: 'JJFI 02', url: 'https://track.example/?id=JJFI%2002&lang=fi' },
    ]);
    expect(trackingLinks({ tracking_codes: ['A1', 'B2'], tracking_url: null })).toEqual([
      { code: 'A1', url: null },
      { code: 'B2', url: null },
    ]);
  });
});
