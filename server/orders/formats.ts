import { z } from 'zod';

/** Value formats of 01 §2.1 and §2.3, shared by the order schemas (API, portal form, OpenAPI). */

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?Z$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
  return d <= days;
}

export function isDateTime(s: string): boolean {
  const m = DATE_TIME.exec(s);
  if (!m) return false;
  const [, y, mo, d, h, mi, sec] = m;
  if (Number(h) > 23 || Number(mi) > 59 || (sec !== undefined && Number(sec) > 59)) return false;
  return isCalendarDate(Number(y), Number(mo), Number(d));
}

export function isDate(s: string): boolean {
  const m = DATE.exec(s);
  return !!m && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** ISO 8601 in UTC with Z; seconds optional; fractions allowed; a real calendar date (01 §2.1). */
export const DateTimeString = z
  .string()
  .refine(isDateTime, 'Must be an ISO 8601 date-time in UTC ending in Z, e.g. 2026-05-20T14:30:00Z.')
  .meta({ format: 'date-time' });

export const DateString = z
  .string()
  .refine(isDate, 'Must be a valid date YYYY-MM-DD.')
  .meta({ format: 'date' });

export const CountryCode = z.string().regex(/^[A-Z]{2}$/, 'Must be two uppercase letters.');
export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'Must be three uppercase letters (ISO 4217).');
export const LanguageCode = z.string().regex(/^[a-z]{2}$/, 'Must be two lowercase letters (ISO 639-1).');

/** No leading dot, no consecutive dots, a top-level domain of two letters or more (01 §2.3). */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
export const PHONE_PATTERN = /^(?:\+[1-9]|[0-9])[0-9]*$/;
export const VAT_ID_PATTERN = /^[A-Z]{2}[A-Z0-9]+$/;

/** An integer 1..2^53-1 (attachment quantity, component amount). */
export const PositiveSafeInt = z
  .number()
  .int('Must be an integer.')
  .min(1, 'Must be at least 1.')
  .max(Number.MAX_SAFE_INTEGER, 'Must be at most 9007199254740991.');

/**
 * At most two decimals, read from the number's shortest decimal form (19.99 is "19.99", however binary floating
 * point stores it), so 19.99999 or 1e-7 is refused whatever its size.
 */
export function hasAtMostTwoDecimals(n: number): boolean {
  return /^-?\d+(?:\.\d{1,2})?$/.test(String(n));
}

export function roundMoney(n: number): number {
  return Math.round((n + Number.EPSILON * Math.sign(n)) * 100) / 100;
}
