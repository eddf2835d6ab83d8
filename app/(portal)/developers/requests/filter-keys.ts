/** The Requests screen's filters (GET /v1/request-logs's query), shared by the screen and its CSV export. */
export const REQUEST_FILTER_KEYS = [
  'status',
  'route',
  'method',
  'client_id',
  'error_code',
  'request_id',
  'api_version',
  'created_from',
  'created_to',
  'offset',
  'limit',
] as const;
