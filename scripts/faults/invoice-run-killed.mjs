// Fault: the instance running a merchant's invoice run is killed (SIGKILL) half-way, after some batches of its
// charges moved onto the draft. Promise (docs/decisions/billing.md): running again completes the run once (one
// draft), charges on invoices + uninvoiced charges = every charge, the draft's lines are exactly its charges,
// and issuing it takes the next number with none skipped.
import pg from 'pg';
import { request } from './api.mjs';

const CHARGES = Number(process.env.FAULTS_INVOICE_CHARGES ?? 200_000);
const FIND_MOVING_MS = 60_000;

export async function invoiceRunKilled({ cluster, merchant }) {
  const problems = [];
  let requests = 0;
  const op = (method, path, body, base = cluster.url) => (
    requests++,
    request(base, method, path, { token: merchant.operatorToken, body, timeoutMs: 120_000 })
  );
  const card = await op('POST', '/ops/v1/rate-cards', {
    rate_card: {
      name: 'Fault card',
      currency: 'EUR',
      valid_from: '2020-01-01',
      fees: [{ fee: 'manual', unit_price: 0 }],
    },
  });
  if (card.status !== 201) throw new Error(`rate card: ${card.status} ${JSON.stringify(card.body)}`);
  await op('PUT', `/ops/v1/merchants/${merchant.merchantId}/rate-card`, {
    rate_card: { id: card.body.rate_card.id },
  });

  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  db.on('error', () => {});
  await db.connect();
  try {
    // Last month's charges, written as the charge job would (bulk, to reach a run that takes seconds).
    const now = new Date();
    const period = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
      .toISOString()
      .slice(0, 7);
    await db.query(
      `insert into charges (id, merchant_id, fee, quantity, unit_price, amount, currency, vat_rate_bp,
                            reference_type, reference_id, occurred_at)
       select substr(md5($1 || ':' || g), 1, 24), $1, 'outbound_unit', 1, 25, 25, 'EUR', 2550, 'fault', $1 || ':' || g,
              $2::timestamptz + (g % 2000000) * interval '1 second'
         from generate_series(1, $3) g
       on conflict do nothing`,
      [merchant.merchantId, `${period}-01T00:00:00Z`, CHARGES],
    );
    const victim = cluster.instances[0];
    const run = op(
      'POST',
      '/ops/v1/invoices/_run',
      { invoice_run: { merchant_id: merchant.merchantId, period } },
      victim.url,
    );
    let moved = 0;
    for (const until = Date.now() + FIND_MOVING_MS; Date.now() < until;) {
      const r = await db.query(
        `select count(*) filter (where invoice_id is not null)::int as n from charges where merchant_id = $1`,
        [merchant.merchantId],
      );
      moved = r.rows[0].n;
      if (moved > 0) break;
      await new Promise((res) => setTimeout(res, 20));
    }
    await victim.kill('SIGKILL');
    const killedAt = Date.now();
    const cut = await run;
    if (moved === 0)
      problems.push('the run moved no charge before the kill (the kill came too early to prove anything)');
    if (moved >= CHARGES)
      problems.push('the run had finished before the kill (raise FAULTS_INVOICE_CHARGES)');

    // Again, through the load balancer (the other instance).
    const again = await op('POST', '/ops/v1/invoices/_run', {
      invoice_run: { merchant_id: merchant.merchantId, period },
    });
    const recoverMs = Date.now() - killedAt;
    if (again.status !== 200) problems.push(`the run again answered ${again.status}`);
    const drafts = await db.query(`select id from invoices where merchant_id = $1 and kind = 'invoice'`, [
      merchant.merchantId,
    ]);
    if (drafts.rows.length !== 1) problems.push(`${drafts.rows.length} invoices for the merchant's month`);
    const draftId = drafts.rows[0]?.id;
    const split = await db.query(
      `select count(*) filter (where invoice_id = $2)::int as on_draft,
              count(*) filter (where invoice_id is null)::int as uninvoiced,
              count(*) filter (where invoice_id is not null and invoice_id <> $2)::int as elsewhere,
              count(*)::int as total
         from charges where merchant_id = $1`,
      [merchant.merchantId, draftId],
    );
    const s = split.rows[0];
    if (s.on_draft + s.uninvoiced !== s.total || s.elsewhere)
      problems.push(`charges on the draft ${s.on_draft} + uninvoiced ${s.uninvoiced} != all ${s.total}`);
    if (s.uninvoiced) problems.push(`${s.uninvoiced} charges left off the completed run`);
    const sums = await db.query(
      `select (select coalesce(sum(amount), 0) from invoice_lines where invoice_id = $1)::bigint as lines,
              (select coalesce(sum(amount), 0) from charges where invoice_id = $1)::bigint as charges`,
      [draftId],
    );
    if (sums.rows[0].lines !== sums.rows[0].charges)
      problems.push(`lines ${sums.rows[0].lines} != charges ${sums.rows[0].charges}`);

    const issued = await op('POST', `/ops/v1/invoices/${draftId}/_issue`);
    if (issued.status !== 200)
      problems.push(`issue answered ${issued.status} ${JSON.stringify(issued.body)}`);
    const gap = await db.query(
      `select count(*)::int as n, coalesce(max(substr(number, 5)::int), 0) as top
         from invoices where kind = 'invoice' and number is not null`,
    );
    if (gap.rows[0].n !== gap.rows[0].top)
      problems.push(`invoice numbers skip: ${gap.rows[0].n} numbers up to ${gap.rows[0].top}`);

    await victim.start();
    await victim.waitReady(60_000);
    return {
      requests,
      acknowledged: again.status === 200 ? 1 : 0,
      lost: s.uninvoiced,
      duplicates: drafts.rows.length > 1 ? drafts.rows.length - 1 : 0,
      fiveXX: 0,
      recoverMs,
      problems,
      note: `${CHARGES} charges; ${moved} on the draft when instance ${victim.index + 1} was killed (its answer: ${cut.status || cut.error}); issued ${issued.body?.invoice?.number ?? '–'}`,
    };
  } finally {
    await db.end();
  }
}
