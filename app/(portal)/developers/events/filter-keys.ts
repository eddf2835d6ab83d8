/** The Events screen's filters (GET /v1/events's query), shared by the screen and its CSV export. */
export const EVENT_FILTER_KEYS = [
  'type',
  'created_from',
  'created_to',
  'delivery_success',
  'offset',
  'limit',
] as const;
