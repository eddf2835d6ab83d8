'use server';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { clientAddress } from '@/server/core/rate-limit';
import { grantFor, lookUpOrder } from '@/server/returns/customer-page/find-order';
import { findEnabledPolicyBySlug } from '@/server/returns/policy/return-policy';
import { CUSTOMER_LANGUAGES, SLUG_PATTERN } from '@/server/returns/policy/schemas';

/** "Find your order" on the customer returns page: order number and postal code (server/returns/customer-page). */
export async function findOrderAction(formData: FormData): Promise<void> {
  const slug = String(formData.get('slug') ?? '');
  const rawLang = String(formData.get('lang') ?? '');
  const lang = (CUSTOMER_LANGUAGES as readonly string[]).includes(rawLang) ? rawLang : 'en';
  if (!SLUG_PATTERN.test(slug)) redirect('/');
  const db = await getDb();
  const policy = await findEnabledPolicyBySlug(db, slug);
  if (!policy) redirect(`/r/${slug}`);
  const number = String(formData.get('number') ?? '');
  const postalCode = String(formData.get('postal_code') ?? '');
  const back = `/r/${slug}?lang=${lang}`;
  if (!number.trim() || !postalCode.trim()) redirect(`${back}&error=missing`);
  const address = clientAddress(new Request('http://customer.page/', { headers: await headers() }));
  const found = await lookUpOrder(db, policy, { number, postalCode, clientAddress: address });
  if (found.kind === 'limited') redirect(`${back}&error=limited&retry=${found.retryAfterSeconds}`);
  if (found.kind === 'not_found') redirect(`${back}&error=not_found`);
  redirect(`/r/${slug}/o/${await grantFor(policy.merchantId, found.orderId)}?lang=${lang}`);
}
