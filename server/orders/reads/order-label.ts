/**
 * How people recognise an order on a screen (docs/decisions/portal.md "Words, not ids"): the merchant's own
 * order number; without one, whose order it is ("Order for Anna Virtanen", "Exchange order for Anna Virtanen").
 * Never the internal id: the id stays in the link's address, where it belongs.
 */
export function orderLabel(o: {
  merchantsId: string | null | undefined;
  customer: unknown;
  exchangeForReturnId?: string | null;
}): string {
  if (o.merchantsId) return o.merchantsId;
  const kind = o.exchangeForReturnId ? 'Exchange order' : 'Order';
  const who = customerName(o.customer);
  return who ? `${kind} for ${who}` : `${kind} without a number`;
}

/** The same from the API's shape of an order. */
export function orderDtoLabel(o: {
  merchants_id?: string | null;
  customer?: unknown;
  exchange_for_return?: { id: string } | null;
}): string {
  return orderLabel({
    merchantsId: o.merchants_id,
    customer: o.customer,
    exchangeForReturnId: o.exchange_for_return?.id ?? null,
  });
}

/** "Anna Virtanen", else the organisation, else empty. */
export function customerName(customer: unknown): string {
  const c = (customer ?? {}) as Record<string, string | null | undefined>;
  return [c.first_name, c.last_name].filter(Boolean).join(' ') || c.organization || '';
}

/**
 * A delivery method's code (a merchant's free "hint", 01 §requested_delivery_method) in words: `home_delivery`
 * is "Home delivery", `pickup_point` "Pickup point"; any other code the same way (separators become spaces).
 */
export function deliveryMethodLabel(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : code;
}
