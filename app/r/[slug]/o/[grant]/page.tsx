import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CustomerShell, customerStyles as s } from '@/components/customer/customer-shell';
import { orderOfGrant } from '@/server/returns/customer-page/find-order';
import { customerPageContext } from '@/server/returns/customer-page/page-context';
import { eligibilityOf, loadOrderForReturn } from '@/server/returns/policy/eligibility';
import { exchangeChoices } from '@/server/returns/exchange/exchange-choices';
import type { NotEligibleReason } from '@/server/returns/policy/schemas';

export const metadata: Metadata = { title: { absolute: 'Returns' }, robots: { index: false } };

/** The customer returns page, steps 2 and 3: what comes back (lines, quantities, reasons, photos) and how. */
export default async function ChooseItemsPage(props: {
  params: Promise<{ slug: string; grant: string }>;
  searchParams: Promise<{ lang?: string; error?: string; problems?: string }>;
}) {
  const { slug, grant } = await props.params;
  const sp = await props.searchParams;
  const { db, policy, t, format, locale, brand, accent, logo } = await customerPageContext(slug, sp.lang);
  const orderId = await orderOfGrant(policy.merchantId, grant);
  if (!orderId) redirect(`/r/${slug}?lang=${locale}&error=expired`);
  const loaded = await loadOrderForReturn(db, policy.merchantId, orderId);
  const eligibility = await eligibilityOf(db, policy.merchantId, loaded, policy);
  const choices = await exchangeChoices(
    db,
    policy,
    eligibility.items.filter((l) => l.eligible).map((l) => l.product.id),
  );
  const error =
    sp.error === 'nothing_chosen'
      ? t('choose.nothingChosen')
      : sp.error === 'bad_photo'
        ? t('choose.tooLarge')
        : sp.error === 'not_eligible'
          ? t('choose.problem', { problems: sp.problems ?? '' })
          : null;
  const path = `/r/${slug}/o/${grant}`;
  const requiredFor = (codes: string[]) =>
    codes.length
      ? t('choose.requiredFor', { reasons: codes.map((c) => t(`reasons.${c as 'other'}`)).join(', ') })
      : null;
  const noteHint = requiredFor(
    [...new Set([...policy.noteRequiredFor, 'other'])].filter((c) => policy.reasonCodes.includes(c)),
  );
  const photoHint = requiredFor(policy.photoRequiredFor);
  return (
    <CustomerShell
      lang={locale}
      brand={brand}
      accent={accent}
      logo={logo}
      languageLabel={t('meta.language')}
      path={path}
    >
      <h1>{t('choose.heading')}</h1>
      <p>{t('choose.order', { number: loaded.order.merchantsId ?? '' })}</p>
      {eligibility.window_ends_at ? (
        <p className={s.muted}>
          {t('choose.windowEnds', {
            date: format.dateTime(new Date(eligibility.window_ends_at), { dateStyle: 'medium' }),
          })}
        </p>
      ) : null}
      {error ? (
        <p className={s.error} role="alert">
          {error}
        </p>
      ) : null}
      {!eligibility.eligible ? <p>{t('choose.noneEligible')}</p> : null}
      <form method="post" action={`${path}/submit?lang=${locale}`} encType="multipart/form-data">
        <input type="hidden" name="lang" value={locale} />
        {eligibility.items.map((item) => {
          const line = loaded.lines.find((l) => l.id === item.id)!;
          if (!item.eligible)
            return (
              <div key={item.id} className={`${s.line} ${s.muted}`}>
                <p>
                  <strong>{line.productName}</strong> × {format.number(item.quantity)}
                </p>
                <p>
                  {t('choose.notReturnable', {
                    reason: item.not_eligible_because
                      .map((r) => t(`notEligible.${r as NotEligibleReason}`))
                      .join(', '),
                  })}
                </p>
              </div>
            );
          const id = item.id;
          const instead = choices.get(item.product.id) ?? [];
          return (
            <fieldset key={id} className={s.line}>
              <legend>{line.productName}</legend>
              <div className={s.field}>
                <label htmlFor={`q_${id}`}>{t('choose.quantity')}</label>
                <select id={`q_${id}`} name={`q_${id}`} defaultValue="0">
                  {Array.from({ length: item.returnable_quantity + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {format.number(n)}
                    </option>
                  ))}
                </select>
              </div>
              <div className={s.field}>
                <label htmlFor={`reason_${id}`}>{t('choose.reason')}</label>
                <select id={`reason_${id}`} name={`reason_${id}`}>
                  {policy.reasonCodes.map((code) => (
                    <option key={code} value={code}>
                      {t(`reasons.${code as 'other'}`)}
                    </option>
                  ))}
                </select>
              </div>
              {instead.length ? (
                <div className={s.field}>
                  <label htmlFor={`exchange_${id}`}>{t('choose.exchangeFor')}</label>
                  <select id={`exchange_${id}`} name={`exchange_${id}`} defaultValue="">
                    <option value="">{t('choose.noExchange')}</option>
                    {instead.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              <div className={s.field}>
                <label htmlFor={`note_${id}`}>{t('choose.note')}</label>
                {noteHint ? (
                  <p className={s.muted} id={`note_${id}_hint`}>
                    {noteHint}
                  </p>
                ) : null}
                <textarea
                  id={`note_${id}`}
                  name={`note_${id}`}
                  rows={2}
                  maxLength={500}
                  aria-describedby={noteHint ? `note_${id}_hint` : undefined}
                />
              </div>
              <div className={s.field}>
                <label htmlFor={`photos_${id}`}>{t('choose.photos')}</label>
                {photoHint ? (
                  <p className={s.muted} id={`photos_${id}_hint`}>
                    {photoHint}
                  </p>
                ) : null}
                <input
                  id={`photos_${id}`}
                  name={`photos_${id}`}
                  type="file"
                  accept="image/*"
                  multiple
                  aria-describedby={photoHint ? `photos_${id}_hint` : undefined}
                />
              </div>
            </fieldset>
          );
        })}
        {eligibility.eligible ? (
          <>
            <fieldset className={s.line}>
              <legend>{t('choose.method')}</legend>
              {policy.methods.map((m, i) => (
                <div key={m}>
                  <input type="radio" id={`method_${m}`} name="method" value={m} defaultChecked={i === 0} />{' '}
                  <label htmlFor={`method_${m}`}>{t(`methods.${m as 'own_shipment'}`)}</label>
                </div>
              ))}
            </fieldset>
            <button className={s.button} type="submit">
              {t('choose.submit')}
            </button>
          </>
        ) : null}
      </form>
    </CustomerShell>
  );
}
