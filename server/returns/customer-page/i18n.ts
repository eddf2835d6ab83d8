import Negotiator from 'negotiator';
import { createFormatter, createTranslator } from 'next-intl';
import { CUSTOMER_LANGUAGES, type CustomerLanguage } from '@/server/returns/policy/schemas';
import { MESSAGES } from './messages';

/**
 * The customer page's language: the `lang` the customer chose with the switch, else the best match of the
 * browser's Accept-Language (negotiator), else English.
 */
export function pickLanguage(
  chosen: string | null | undefined,
  acceptLanguage: string | null,
): CustomerLanguage {
  if (chosen && (CUSTOMER_LANGUAGES as readonly string[]).includes(chosen)) return chosen as CustomerLanguage;
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).language([
    ...CUSTOMER_LANGUAGES,
  ]);
  return (best as CustomerLanguage | undefined) ?? 'en';
}

export function translatorFor(locale: CustomerLanguage) {
  return createTranslator({ locale, messages: MESSAGES[locale] });
}
export type CustomerT = ReturnType<typeof translatorFor>;

export function formatterFor(locale: CustomerLanguage) {
  return createFormatter({ locale, timeZone: 'Europe/Helsinki' });
}
