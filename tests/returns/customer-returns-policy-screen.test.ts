import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { saveReturnPolicyScreen } from '@/server/returns/policy/save-policy-screen';
import { merchantFixture, type MerchantFixture } from '../support/fixtures';
import { enablePolicy } from '../support/customer-returns-data';

/** The Return policy screen's save (app/(portal)/returns/policy): what the form posts, as the browser posts it. */

/** The screen's form as rendered for `p`, with `changes` typed over it (an unticked checkbox posts nothing). */
function screenForm(p: Record<string, any>, changes: Record<string, string | null> = {}) {
  const fields: Record<string, string | string[] | null> = {
    enabled: p.enabled ? 'on' : null,
    slug: p.slug ?? '',
    window_days: String(p.window_days),
    window_starts: p.window_starts,
    allowed_countries: p.allowed_countries.join(' '),
    'reason_codes[]': p.reason_codes,
    'note_required_for[]': p.note_required_for,
    'photo_required_for[]': p.photo_required_for,
    review: p.review,
    'methods[]': p.methods,
    'instructions.en': p.instructions.en ?? '',
    'instructions.fi': p.instructions.fi ?? '',
    'instructions.sv': p.instructions.sv ?? '',
    'branding.display_name': p.branding.display_name ?? '',
    'branding.accent_color': p.branding.accent_color ?? '',
    embed_origins: p.embed_origins.join(' '),
    'exchanges.enabled': p.exchanges.enabled ? 'on' : null,
    'exchanges.same_variant_group_only': p.exchanges.same_variant_group_only ? 'on' : null,
    'exchanges.release': p.exchanges.release,
    ...changes,
  };
  const f = new FormData();
  for (const [k, v] of Object.entries(fields))
    for (const one of v === null ? [] : Array.isArray(v) ? v : [v]) f.append(k, one);
  return f;
}

async function stored(m: MerchantFixture) {
  return (await m.api('GET', '/v1/return-policy')).body.return_policy;
}

describe('Return policy screen: a save', () => {
  it('keeps exchange settings made through the API, and changes them from its own fields', async () => {
    const m = await merchantFixture();
    await enablePolicy(m, {
      exchanges: { enabled: false, release: 'on_arrival', same_variant_group_only: false },
    });
    const before = await stored(m);
    const db = await getDb();
    // the window changed on the screen; nothing else touched
    const saved = await saveReturnPolicyScreen(db, m.merchantId, screenForm(before, { window_days: '45' }));
    expect(saved.state).toBeUndefined();
    const after = await stored(m);
    expect(after.window_days).toBe(45);
    expect(after.exchanges).toEqual({
      enabled: false,
      release: 'on_arrival',
      same_variant_group_only: false,
    });
    const { window_days: _a, updated_at: _b, branding: _c, ...restBefore } = before;
    const { window_days: _d, updated_at: _e, branding: _f, ...restAfter } = after;
    expect(restAfter).toEqual(restBefore);

    // the screen's exchange fields
    await saveReturnPolicyScreen(
      db,
      m.merchantId,
      screenForm(after, {
        'exchanges.enabled': 'on',
        'exchanges.release': 'on_registration',
        'exchanges.same_variant_group_only': 'on',
      }),
    );
    expect((await stored(m)).exchanges).toEqual({
      enabled: true,
      release: 'on_registration',
      same_variant_group_only: true,
    });
  });

  it('a form without the exchange fields (a page loaded before they were added) leaves exchanges as stored', async () => {
    const m = await merchantFixture();
    await enablePolicy(m, {
      exchanges: { enabled: false, release: 'on_arrival', same_variant_group_only: true },
    });
    const before = await stored(m);
    const form = screenForm(before);
    for (const k of ['exchanges.enabled', 'exchanges.release', 'exchanges.same_variant_group_only'])
      form.delete(k);
    const saved = await saveReturnPolicyScreen(await getDb(), m.merchantId, form);
    expect(saved.state).toBeUndefined();
    expect((await stored(m)).exchanges).toEqual(before.exchanges);
  });
});
