/**
 * Chart colours: each at least 3:1 against white (WCAG 1.4.11, graphics) and told apart by hue and lightness;
 * colour is never the only carrier (legends, values and the table say the same).
 */
export const ORDER_STATUS_COLOURS: Record<string, string> = {
  draft: '#6b7280',
  passive: '#8a6d3b',
  confirmed: '#1d4ed8',
  waiting_products: '#b45309',
  problem: '#b91c1c',
  processing: '#0e7490',
  processed: '#15803d',
  returning: '#a21caf',
  returned: '#6d28d9',
  cancelled: '#374151',
};

export const CHART_COLOURS = {
  primary: '#1d4ed8',
  returns: '#a21caf',
  rate: '#b91c1c',
  reason: '#0e7490',
  condition: '#15803d',
  available: '#15803d',
  reserved: '#1d4ed8',
  otherOnHand: '#8b95a1',
};
