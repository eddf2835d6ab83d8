import { randomBytes } from 'node:crypto';

/** A value no other run has used: `ORD-1A2B3C4D` (order numbers, SKUs, references). */
export const uniq = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex').toUpperCase()}`;

/** The same in lower case, for e-mail addresses and names typed back in a form. */
export const uniqLower = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

/** The end customer of the specs' orders: a Helsinki address the demo's return policy accepts. */
export const CUSTOMER = {
  first_name: 'Anna',
  last_name: 'Virtanen',
  address: 'Mannerheimintie 1',
  postal_code: '00100',
  city: 'Helsinki',
  country_code: 'FI',
};
