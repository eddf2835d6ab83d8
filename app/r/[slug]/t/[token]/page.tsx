import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CustomerShell, customerStyles as s } from '@/components/customer/customer-shell';
import { customerPageContext } from '@/server/returns/customer-page/page-context';
import { trackingView } from '@/server/returns/customer-page/tracking';

export const metadata: Metadata = {
  title: { absolute: 'Returns' },
  robots: { index: false },
  referrer: 'no-referrer',
};

/** The customer's tracking page, addressed by an unguessable token: the return's progress in their words. */
export default async function TrackingPage(props: {
  params: Promise<{ slug: string; token: string }>;
  searchParams: Promise<{ lang?: string }>;
}) {
  const { slug, token } = await props.params;
  const sp = await props.searchParams;
  const { db, policy, t, format, locale, brand, accent, logo } = await customerPageContext(slug, sp.lang);
  const view = await trackingView(db, policy, token, locale);
  if (!view) notFound();
  return (
    <CustomerShell
      lang={locale}
      brand={brand}
      accent={accent}
      logo={logo}
      languageLabel={t('meta.language')}
      path={`/r/${slug}/t/${token}`}
    >
      <h1>{t('track.heading')}</h1>
      <p className={s.muted}>{t('track.saveLink')}</p>
      <p>
        {t('choose.order', { number: view.orderNumber ?? '' })} ·{' '}
        {t('track.requestedAt', { date: format.dateTime(view.requestedAt, { dateStyle: 'medium' }) })}
      </p>
      <ol className={s.steps}>
        {view.steps.map((step) => (
          <li key={step.key} className={step.done ? s.done : undefined}>
            {t(`track.${step.key}`)}
            {/* The step's state in words for screen readers; the eye reads it from the dot. */}
            <span className={s.visuallyHidden}>
              : {t(step.done ? 'track.stepDone' : 'track.stepPending')}
            </span>
            {step.at && step.done ? (
              <span className={s.muted}> · {format.dateTime(step.at, { dateStyle: 'medium' })}</span>
            ) : null}
          </li>
        ))}
      </ol>
      {view.status === 'declined' && view.declineMessage ? (
        <p className={s.error}>{t('track.declinedBecause', { message: view.declineMessage })}</p>
      ) : null}
      {view.label ? (
        view.label.url ? (
          <section aria-labelledby="label-heading">
            <h2 id="label-heading">{t('track.labelReady')}</h2>
            <p>
              <a href={view.label.url}>{t('track.label')}</a>
            </p>
            {view.label.trackingCode ? (
              <p>{t('track.trackingCode', { code: view.label.trackingCode })}</p>
            ) : null}
            {view.label.qrSvg ? (
              <figure className={s.qr}>
                <div
                  role="img"
                  aria-label={t('track.trackingCode', { code: view.label.trackingCode ?? '' })}
                  dangerouslySetInnerHTML={{ __html: view.label.qrSvg }}
                />
                <figcaption>{t('track.qr')}</figcaption>
              </figure>
            ) : null}
          </section>
        ) : view.status === 'approved' ? (
          <p>{t('track.labelPending')}</p>
        ) : null
      ) : null}
      <h2>{t('track.items')}</h2>
      <ul>
        {view.items.map((it, i) => (
          <li key={i}>
            {it.name} × {format.number(it.quantity)}
          </li>
        ))}
      </ul>
      {view.exchange ? (
        <section aria-labelledby="exchange-heading" data-testid="exchange">
          <h2 id="exchange-heading">{t('track.exchange')}</h2>
          <p>{t(`track.exchange_${view.exchange.progress}`)}</p>
          <p>{t('track.exchangeItems')}</p>
          <ul>
            {view.exchange.items.map((it, i) => (
              <li key={i}>
                {it.name} × {format.number(it.quantity)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>{t(`track.${view.next}`)}</p>
    </CustomerShell>
  );
}
