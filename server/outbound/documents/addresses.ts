/** The warehouse's return address printed on labels; RETURN_ADDRESS_* settings override the defaults. */
export function warehouseReturnAddress(): string[] {
  const env = process.env;
  return [
    env.RETURN_ADDRESS_NAME || 'Fulfilment Warehouse - Returns',
    env.RETURN_ADDRESS_STREET || 'Varastotie 5',
    `${env.RETURN_ADDRESS_POSTAL_CODE || '01510'} ${env.RETURN_ADDRESS_CITY || 'Vantaa'}`,
    env.RETURN_ADDRESS_COUNTRY || 'FI',
  ];
}

type Customer = Record<string, string | null | undefined>;

/** The customer's address lines, or null when it is not deliverable (04 B2's rule: a name, street, postal code, city, country). */
export function customerAddress(customer: Customer | null | undefined): string[] | null {
  const c = customer ?? {};
  const name = [c.first_name, c.last_name].filter(Boolean).join(' ') || c.organization;
  if (!name || !c.address || !c.postal_code || !c.city || !c.country_code) return null;
  return [
    name,
    ...(c.organization && name !== c.organization ? [c.organization] : []),
    c.address,
    `${c.postal_code} ${c.city}`,
    c.country_code,
  ];
}
