import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CustomerShell, customerStyles as s } from '@/components/customer/customer-shell';
import { notReturnableBecause, problemsByLine } from '@/server/returns/customer-page/choose-view';
import { orderOfGrant } from '@/server/returns/customer-page/find-order';
import { openFormState } from '@/server/returns/customer-page/form-state';
import { customerPageContext } from '@/server/returns/customer-page/page-context';
import { translatedNames } from '@/server/returns/customer-page/product-names';
import { eligibilityOf, loadOrderForReturn, requestedUnits } from '@/server/returns/policy/eligibility';
import { exchangeChoices } from '@/server/returns/exchange/exchange-choices';
import { LineFields } from './line-fields';

export const metadata: Metadata = {
  title: { absolute: 'Returns' },
  robots: { index: false },
  // a refused form's address carries the customer's choices: never sent on to another site
  referrer: 'no-referrer',
};

/**
 * The customer returns page, steps 2 and 3: what comes back (lines, quantities, reasons, photos) and how.
 * After a refused submit (`error`, `state`: server/returns/customer-page/form-state.ts) the customer's choices
 * are back in place and each problem is beside its item; only messages of the page's own catalogue are shown.
 */
export default async function ChooseItemsPage(props: {
  params: Promise<{ slug: string; grant: string }>;
  searchParams: Promise<{ lang?: string; error?: string; state?: string }>;
}) {
  const { slug, grant } = await props.params;
  const sp = await props.searchParams;
  const { db, policy, t, format, locale, brand, accent, logo } = await customerPageContext(slug, sp.lang);
  const orderId = await orderOfGrant(policy.merchantId, grant);
  if (!orderId) redirect(`/r/${slug}?lang=${locale}&error=expired`);
  const loaded = await loadOrderForReturn(db, policy.merchantId, orderId);
  const [eligibility, requested, state] = await Promise.all([
    eligibilityOf(db, policy.merchantId, loaded, policy),
    requestedUnits(db, orderId),
    sp.error ? openFormState(grant, sp.state) : null,
  ]);
  const choices = await exchangeChoices(
    db,
    policy,
    eligibility.items.filter((l) => l.eligible).map((l) => l.product.id),
  );
  const names = await translatedNames(
    db,
    [...loaded.lines.map((l) => l.productId), ...[...choices.values()].flat().map((c) => c.id)],
    locale,
  );
  const nameOf = (line: { productId: string; productName: string }) =>
    names.get(line.productId) ?? line.productName;
  const problems = problemsByLine(state);
  const error =
    sp.error === 'nothing_chosen'
      ? t('choose.nothingChosen')
      : sp.error === 'bad_photo' || sp.error === 'not_eligible'
        ? t('choose.checkBelow')
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
      path={state ? `${path}?error=${sp.error}&state=${sp.state}` : path}
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
                  <strong>{nameOf(line)}</strong> × {format.number(item.quantity)}
                </p>
                <p>
                  {t('choose.notReturnable', {
                    reason: notReturnableBecause(item, requested)
                      .map((r) => t(`notEligible.${r}`))
                      .join(', '),
                  })}
                </p>
              </div>
            );
          return (
            <LineFields
              key={item.id}
              id={item.id}
              name={nameOf(line)}
              returnable={item.returnable_quantity}
              reasonCodes={policy.reasonCodes}
              exchangeChoices={(choices.get(item.product.id) ?? []).map((c) => ({
                id: c.id,
                name: names.get(c.id) ?? c.name,
              }))}
              noteHint={noteHint}
              photoHint={photoHint}
              chosen={state?.lines[item.id]}
              problems={problems.lines.get(item.id)}
              t={t}
              formatNumber={(n) => format.number(n)}
            />
          );
        })}
        {eligibility.eligible ? (
          <>
            <fieldset className={s.line}>
              <legend>{t('choose.method')}</legend>
              {problems.form.map((code) => (
                <p key={code} className={s.error}>
                  {t(`problems.${code}`)}
                </p>
              ))}
              {policy.methods.map((m, i) => (
                <div key={m}>
                  <input
                    type="radio"
                    id={`method_${m}`}
                    name="method"
                    value={m}
                    defaultChecked={state?.m && policy.methods.includes(state.m) ? state.m === m : i === 0}
                  />{' '}
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
