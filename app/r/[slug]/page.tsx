import type { Metadata } from 'next';
import { CustomerShell, customerStyles as s } from '@/components/customer/customer-shell';
import { customerPageContext } from '@/server/returns/customer-page/page-context';
import { findOrderAction } from './actions';

export const metadata: Metadata = { title: { absolute: 'Returns' }, robots: { index: false } };

/** The customer returns page, step 1: find the order (order number + delivery postal code). */
export default async function FindOrderPage(props: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ lang?: string; error?: string; retry?: string }>;
}) {
  const { slug } = await props.params;
  const sp = await props.searchParams;
  const { t, locale, brand, accent, logo, policy } = await customerPageContext(slug, sp.lang);
  const error =
    sp.error === 'limited'
      ? t('find.limited', { minutes: Math.max(1, Math.ceil(Number(sp.retry ?? 60) / 60)) })
      : sp.error === 'not_found'
        ? t('find.notFound')
        : sp.error === 'missing'
          ? t('find.missing')
          : sp.error === 'expired'
            ? t('choose.expired')
            : null;
  const instructions = policy.instructions?.[locale];
  return (
    <CustomerShell
      lang={locale}
      brand={brand}
      accent={accent}
      logo={logo}
      languageLabel={t('meta.language')}
      path={`/r/${slug}`}
    >
      <h1>{t('find.heading')}</h1>
      <p>{t('find.intro')}</p>
      {instructions ? <p className={s.muted}>{instructions}</p> : null}
      {error ? (
        <p className={s.error} role="alert" id="find-error">
          {error}
        </p>
      ) : null}
      <form action={findOrderAction} noValidate>
        <input type="hidden" name="slug" value={slug} />
        <input type="hidden" name="lang" value={locale} />
        <div className={s.field}>
          <label htmlFor="number">{t('find.number')}</label>
          <input
            id="number"
            name="number"
            required
            autoComplete="off"
            aria-describedby={error ? 'find-error' : undefined}
          />
        </div>
        <div className={s.field}>
          <label htmlFor="postal_code">{t('find.postal')}</label>
          <input id="postal_code" name="postal_code" required autoComplete="postal-code" inputMode="text" />
        </div>
        <button className={s.button} type="submit">
          {t('find.submit')}
        </button>
      </form>
    </CustomerShell>
  );
}
