/**
 * The one error table: every error_code the service answers with, its HTTP status and a default message.
 * Domain code throws `new AppError('ORDER_NOT_FOUND')`; server/core/http/respond.ts turns it into
 * `{ message, error_code, details? }` (04 A3). Add a code here, never a second map elsewhere. A third column
 * holds the portal's wording of a code that a screen explains in plain words (PortalWording).
 * A few codes answer another status in one place because the spec says so (PRODUCT_NOT_FOUND is 422 among
 * the order-create checks of 04 B4 and 400 on return create, 02 §4.1): pass `status` there.
 */
export const ERROR_TABLE = {
  // Shared (04 A3-A7)
  VALIDATION_ERROR: [
    400,
    'The request is not valid.',
    { title: 'Some fields need attention.', text: 'See the messages beside the fields.' },
  ],
  NOT_FOUND: [404, 'No such route.'],
  METHOD_NOT_ALLOWED: [405, 'This method is not allowed on this route.'],
  PAYLOAD_TOO_LARGE: [413, 'The request body is larger than 1 MB.'],
  INVALID_TOKEN: [401, 'The access token is missing, invalid or expired.'],
  MISSING_MERCHANT_HEADER: [401, 'The X-Provider-Merchant-Id header is required.'],
  MERCHANT_FORBIDDEN: [403, 'The access token is not valid for this merchant.'],
  INSUFFICIENT_SCOPE: [403, 'The access token lacks the scope this operation needs.'],
  RATE_LIMITED: [429, 'Too many requests; retry after the time given in Retry-After.'],
  INVALID_IDEMPOTENCY_KEY: [
    400,
    'The Idempotency-Key header must be 1-64 visible ASCII characters.',
    { title: 'The form has expired.', text: 'Show the preview again, then split.' },
  ],
  IDEMPOTENCY_KEY_REUSED: [
    409,
    'This Idempotency-Key was already used with a different request body.',
    {
      title: 'This form was already used for another split.',
      text: 'Show the preview again to start a new split.',
    },
  ],
  ENDPOINT_SUNSET: [410, 'This endpoint has passed its sunset date.'],
  API_VERSION_UNKNOWN: [400, 'The Fulfilment-Version header names no known API version.'],
  INTERNAL_ERROR: [500, 'An unexpected error occurred.'],
  SERVICE_UNAVAILABLE: [503, 'The service is temporarily unavailable.'],
  LINK_EXPIRED: [403, 'This download link has expired; ask for a new one.'],
  LINK_INVALID: [403, 'This download link is not valid.'],
  FILE_NOT_FOUND: [404, 'File not found.'],
  STORAGE_UNAVAILABLE: [
    503,
    'File storage is temporarily unavailable; nothing was stored. Retry after the time given in Retry-After.',
  ],

  // Operator administration (05 §2)
  MERCHANT_NOT_FOUND: [404, 'Merchant not found.'],
  API_CLIENT_NOT_FOUND: [404, 'API client not found.'],
  USER_EMAIL_TAKEN: [409, 'A user with this e-mail address already exists.'],
  USER_NOT_FOUND: [404, 'User not found.'],
  CATALOG_SERVICE_NOT_FOUND: [404, 'Catalog service not found.'],
  CATALOG_SERVICE_CODE_TAKEN: [409, 'A catalog service with this code already exists.'],
  PICKUP_POINT_NOT_FOUND: [404, 'Pickup point not found.'],

  // Products and stock (05 §3)
  PRODUCT_NOT_FOUND: [404, 'Product not found.'],
  PRODUCT_SKU_TAKEN: [409, 'A product with this SKU already exists.'],
  PRODUCT_INACTIVE: [422, 'The product is not active.'],
  STOCK_UNIT_NOT_FOUND: [404, 'Stock unit not found.'],
  STOCK_UNIT_STATE_CHANGE_NOT_ALLOWED: [409, 'The stock unit cannot change to that state.'],

  // Storing: locations, moves, cycle counts (docs/decisions/stock-ledger.md)
  LOCATION_NOT_FOUND: [404, 'Location not found.'],
  LOCATION_CODE_TAKEN: [409, 'A location with this code already exists.'],
  LOCATION_NOT_EMPTY: [
    409,
    'The location still holds units; move them out before deactivating it.',
    { title: 'The location is not empty.', text: 'Move its units elsewhere first, then deactivate it.' },
  ],
  LOCATION_INACTIVE: [422, 'The location is not active; units cannot be put there.'],
  STOCK_MOVE_UNITS_UNAVAILABLE: [
    409,
    'The location does not hold that many units of the product (in that lot) to move.',
    { title: 'Not enough units there.', text: 'Scan the source location again: fewer units stand there.' },
  ],
  CYCLE_COUNT_NOT_FOUND: [404, 'Cycle count not found.'],
  CYCLE_COUNT_NOTHING_TO_COUNT: [422, 'No active location matches; nothing to count.'],
  CYCLE_COUNT_NOT_COUNTABLE: [409, 'The cycle count is closed or that location is not waiting for a count.'],
  CYCLE_COUNT_SAME_COUNTER: [
    409,
    'A recount must be made by another person than the first count.',
    { title: 'Someone else must recount.', text: 'The variance needs a second count by another person.' },
  ],
  CYCLE_COUNT_NOT_APPROVABLE: [
    409,
    'The cycle count cannot be decided now: a location is not counted yet or waits for its recount.',
  ],
  CYCLE_COUNT_APPROVER_IS_COUNTER: [
    409,
    'A cycle count is approved by someone who did not count it.',
    {
      title: 'Someone else must approve.',
      text: 'You counted in this count; another team lead approves it.',
    },
  ],
  INBOUND_SHIPMENT_NOT_FOUND: [404, 'Inbound shipment not found.'],
  INCIDENT_NOT_FOUND: [404, 'Incident not found.'],

  // Inbound notices and receiving (docs/decisions/inbound.md)
  INBOUND_SHIPMENT_NOT_EDITABLE: [
    409,
    'Only an announced notice can be changed; once it arrived, the warehouse counts against it as it is.',
  ],
  INBOUND_SHIPMENT_NOT_CANCELLABLE: [409, 'Only an announced notice can be cancelled; this one has arrived.'],
  INBOUND_SHIPMENT_NOT_ARRIVABLE: [409, 'Only an announced notice can be registered as arrived.'],
  INBOUND_SHIPMENT_NOT_RECEIVABLE: [
    409,
    'Only a notice that arrived can be counted or closed; register its arrival first.',
    {
      title: 'This notice cannot be counted now.',
      text: 'Register the arrival of the delivery first. Cancelled notices and the shipments of splits and returns are never counted.',
    },
  ],
  INBOUND_SHIPMENT_CLOSED: [
    409,
    'The notice is closed (processed): nothing more can be received against it.',
    {
      title: 'This notice is already closed.',
      text: 'Its receipt was closed and its figures are final. Receive further units against a new notice.',
    },
  ],
  INBOUND_SHIPMENT_HAS_NO_BOXES: [409, 'This inbound shipment has no boxes to label.'],
  INBOUND_BOX_NOT_FOUND: [
    422,
    'No box has this code.',
    {
      title: 'Unknown box label.',
      text: 'No box has this code. Check the label, or count the units without a box.',
    },
  ],
  INBOUND_BOX_OF_ANOTHER_SHIPMENT: [
    422,
    'This box belongs to another notice.',
    {
      title: 'This box belongs to another notice.',
      text: 'Put it aside and receive it with its own notice.',
    },
  ],
  INBOUND_PRODUCT_AMBIGUOUS: [
    422,
    'Several products of the merchant have this GTIN; scan or give the SKU.',
    {
      title: 'Several products have this GTIN.',
      text: 'Scan or type the SKU instead.',
    },
  ],
  INBOUND_CLOSE_NOTE_REQUIRED: [
    422,
    'Some boxes have no counted units: give a note that says why before closing.',
    {
      title: 'Some boxes were not counted.',
      text: 'Say in the note why (not delivered, refused, counted without a box) and close again.',
    },
  ],

  // Webhooks (05 §5)
  WEBHOOK_ENDPOINT_NOT_FOUND: [404, 'Webhook endpoint not found.'],
  WEBHOOK_DELIVERY_NOT_FOUND: [404, 'Webhook delivery not found.'],
  WEBHOOK_URL_NOT_ALLOWED: [400, 'The webhook URL is not allowed.'],

  // Events feed, replay and request log
  EVENT_NOT_FOUND: [404, 'Event not found.'],
  EVENT_EXPIRED: [404, 'The event is older than the events retention and can no longer be read or replayed.'],
  REPLAY_TOO_LARGE: [422, 'The time range holds more events than one replay may send; narrow it.'],
  REQUEST_LOG_NOT_FOUND: [404, 'Request log entry not found.'],

  // Sandbox and simulations
  SANDBOX_ONLY: [403, 'Simulations run only in a sandbox merchant; use a client of your sandbox.'],
  MERCHANT_IS_SANDBOX: [409, 'This merchant is a sandbox; a sandbox has no sandbox of its own.'],

  // Orders (01, 04 B)
  ORDER_NOT_FOUND: [404, 'Order not found.'],
  ORDER_ITEM_NOT_FOUND: [404, 'Order line not found.'],
  ORDER_NOT_EDITABLE: [409, 'The order can no longer be edited in its current status.'],
  ORDER_NOT_CONFIRMABLE: [409, 'Only draft or passive orders can be confirmed.'],
  ORDER_NOT_CANCELLABLE: [409, 'The order can no longer be cancelled in its current status.'],
  ORDER_NOT_DELETABLE: [409, 'Only draft or cancelled orders can be deleted.'],
  ORDER_NOT_PICKABLE: [409, 'Only confirmed orders can be picked.'],
  ORDER_NOT_SHIPPABLE: [409, 'Only orders being picked (processing) can be shipped.'],
  ORDER_PROBLEM_NOT_REPORTABLE: [
    409,
    'A problem can only be reported on an order being picked (processing).',
  ],
  ORDER_PROBLEM_NOT_RESOLVABLE: [
    409,
    'The order is not in problem, or its lines cannot all be reserved yet.',
  ],
  SHIPMENT_NOT_FOUND: [404, 'Shipment not found.'],
  CARRIER_NOT_FOUND: [404, 'No such carrier.'],
  ORDER_CONFIRMATION_FAILED: [422, 'The order cannot be confirmed.'],
  ORDER_CREATE_TIMEOUT: [503, 'Order creation did not finish in time; retry with the same Idempotency-Key.'],
  DELIVERY_SERVICE_NOT_FOUND: [422, 'Delivery service not found.'],

  // Order returns (02, 04 C)
  ORDER_RETURN_NOT_FOUND: [404, 'Order return not found.'],
  ORDER_RETURN_ITEM_NOT_FOUND: [404, 'Order return line not found.'],
  ORIGINAL_ORDER_NOT_FOUND: [400, 'The original order was not found.'],
  ORIGINAL_ORDER_MERCHANT_MISMATCH: [400, 'The original order belongs to another merchant.'],
  PRODUCT_MERCHANT_MISMATCH: [400, 'The product belongs to another merchant.'],
  ORDER_RETURN_DECISION_ITEMS_NOT_ALLOWED: [400, 'Line decisions are not allowed with this decision code.'],
  ORDER_RETURN_DECISION_REQUIRES_ORIGINAL_ORDER: [400, 'resend_as_it_is needs a linked original order.'],
  ORDER_RETURN_DECISION_UNKNOWN_ITEM: [400, 'A line decision names a line that is not on this return.'],
  ORDER_RETURN_DECISION_RESEND_NOT_ALLOWED: [400, 'Line code resend is only allowed under resend_as_new.'],
  ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_NOT_ALLOWED: [
    400,
    'restock_as_product is only allowed on to_shelf lines.',
  ],
  ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_NOT_FOUND: [400, 'The restock_as_product product was not found.'],
  ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_MERCHANT_MISMATCH: [
    400,
    'The restock_as_product product belongs to another merchant.',
  ],
  ORDER_RETURN_NOT_DECIDABLE: [409, 'The return cannot be decided in its current status.'],
  ORDER_RETURN_NO_DECISION: [409, 'Set a whole-return decision before deciding single lines.'],
  ORDER_RETURN_NOT_CANCELLABLE: [409, 'Only returns that have not arrived can be cancelled.'],
  ORDER_RETURN_NOT_ARRIVABLE: [409, 'The return cannot be registered as arrived in its current status.'],
  ORDER_RETURN_NOT_RELEASABLE: [409, 'Only accepted returns can be released.'],
  ORDER_RETURN_NOT_COMPLETABLE: [409, 'Only returns in processing can be completed.'],
  ORDER_RETURN_NOT_EDITABLE: [409, 'Return reasons can only be changed until the return arrives.'],
  ORDER_RETURN_NOT_INSPECTABLE: [
    409,
    'Lines can only be inspected after the return arrived and before it is released.',
  ],
  // Exchanges: a return line that asks for another product (docs/decisions/returns.md)
  ORDER_RETURN_EXCHANGE_PRODUCT_NOT_FOUND: [400, 'The exchange product was not found.'],
  ORDER_RETURN_EXCHANGE_PRODUCT_MERCHANT_MISMATCH: [400, 'The exchange product belongs to another merchant.'],
  ORDER_RETURN_EXCHANGE_NOT_ALLOWED: [400, "The merchant's return policy does not allow this exchange."],
  ORDER_RETURN_EXCHANGE_REQUIRES_ORIGINAL_ORDER: [
    400,
    'An exchange needs the original order: its customer receives the exchange.',
  ],
  ORDER_RETURN_EXCHANGE_NOT_FOUND: [404, 'This return has no exchange.'],
  ORDER_RETURN_EXCHANGE_RELEASED: [
    409,
    'The exchange was already released; its order follows its own lifecycle.',
  ],
  ORDER_RETURN_EXCHANGE_CANCELLED: [409, 'The exchange was cancelled.'],
  SERVICE_NOT_AVAILABLE: [403, 'This service is not available to the merchant.'],
  SERVICE_DISABLED: [409, 'This service is disabled in the catalog.'],
  ORIGINAL_ORDER_REQUIRED: [409, 'A return label needs a resolvable original order.'],
  RETURN_LABEL_NOT_FOUND: [404, 'No return label was requested for this return.'],
  FILE_TOO_LARGE: [413, 'The file is larger than 20 MB.'],

  // Extra services done by the warehouse (01 §2.6 completion_stamp)
  EXTRA_SERVICE_NOT_FOUND: [404, 'No active extra service with this attachment id on this order or return.'],
  EXTRA_SERVICE_ALREADY_COMPLETED: [409, 'This extra service was already marked done.'],
  EXTRA_SERVICE_NOT_COMPLETABLE: [
    409,
    'Extra services are marked done while the warehouse works on the order or return (not on a draft, cancelled or deleted one).',
  ],

  // Billing (docs/decisions/billing.md)
  RATE_CARD_NOT_FOUND: [404, 'Rate card not found.'],
  RATE_CARD_SERVICE_NOT_FOUND: [422, 'A service: fee names no extra service of the catalog.'],
  RATE_CARD_VALID_FROM_INVALID: [
    422,
    "A new version's valid_from must come after the previous version's, and not before today once a version priced work.",
  ],
  INVOICE_NOT_FOUND: [404, 'Invoice not found.'],
  INVOICE_LINE_NOT_FOUND: [422, 'A credited line is not a line of this invoice.'],
  INVOICE_EMPTY: [422, 'The draft has no lines: there is nothing to issue.'],
  INVOICE_NOT_ISSUABLE: [409, 'Only a draft can be issued.'],
  INVOICE_NOT_PAYABLE: [409, 'Only an issued invoice can be marked paid.'],
  INVOICE_NOT_VOIDABLE: [409, 'Only a draft can be voided; an issued invoice is corrected by a credit note.'],
  INVOICE_NOT_CREDITABLE: [409, 'Only an issued or paid invoice can be credited.'],
  CREDIT_EXCEEDS_INVOICE: [
    422,
    'The credit is more than what remains of the invoice or line after earlier credit notes.',
  ],

  // Customer returns: return policy, return requests
  RETURN_POLICY_SLUG_TAKEN: [409, 'Another merchant already uses this slug for its returns page.'],
  RETURN_REQUEST_NOT_FOUND: [404, 'Return request not found.'],
  RETURN_REQUEST_ALREADY_DECIDED: [409, 'The return request was already approved or declined.'],
  RETURN_NOT_ELIGIBLE: [422, 'What was asked for cannot be returned under the return policy.'],

  // Portal saved views (06 Orders, Returns)
  SAVED_VIEW_NOT_FOUND: [404, 'Saved view not found.'],
  SAVED_VIEW_LIMIT_REACHED: [422, 'You have the most saved views this list can hold; delete one first.'],

  // Product split (03 §7, 04 D)
  TARGET_SAME_AS_SOURCE: [
    400,
    'The target SKU must differ from the source SKU.',
    {
      title: 'The target SKU is the source SKU.',
      text: 'Stock can only be split to a different SKU. Enter another target SKU.',
    },
  ],
  SPLIT_TOO_LARGE: [
    400,
    'More than 5000 units would move; narrow the split with filters.',
    {
      title: 'Too many units.',
      text: 'A split moves at most 5000 units. Narrow it down with a maximum quantity, a location or a best-before date.',
    },
  ],
  SOURCE_PRODUCT_NOT_FOUND: [
    404,
    'No product with the source SKU.',
    {
      title: 'Source product not found.',
      text: 'There is no product with this SKU in your account. Check the SKU.',
    },
  ],
  SPLIT_IN_PROGRESS: [
    409,
    'Another split of the same source or target SKU, or with the same key, is running.',
    {
      title: 'Another split is running.',
      text: 'A split of one of these SKUs is being processed right now. Wait a few seconds and try again.',
    },
  ],
  STOCK_CHANGED: [
    409,
    'The stock changed while the split ran; nothing moved. Retry with the same key.',
    {
      title: 'The stock changed while splitting.',
      text: 'Some of these units were being used at the same moment (for example an order reserved one). Nothing was moved. Try again.',
    },
  ],
  TARGET_PRODUCT_INACTIVE: [
    409,
    'The target SKU belongs to an inactive product.',
    {
      title: 'The target product is inactive.',
      text: 'A product with this target SKU exists but is not active. Choose another SKU, or reactivate that product first.',
    },
  ],
  PHANTOM_STOCK_SUSPECTED: [
    409,
    "The product's stock figures do not add up; nothing changed. Contact support.",
    {
      title: 'The stock figures do not add up.',
      text: 'The recorded stock of this product does not match its units, or the last warehouse count disagreed. Nothing was changed. Contact warehouse support to have the stock checked.',
    },
  ],
} as const satisfies Record<string, readonly [number, string] | readonly [number, string, PortalWording]>;

export type ErrorCode = keyof typeof ERROR_TABLE;

/**
 * A refusal explained on a portal screen in plain words: what happened (title) and what to do (text). The third
 * column of the table, where a screen explains the code beyond its message (the split screen, 06).
 */
export interface PortalWording {
  title: string;
  text: string;
}

/** The portal's wording of an error code, from the one table; null when it has none (or the code is unknown). */
export function portalWording(code: string | null | undefined): PortalWording | null {
  if (!code || !Object.hasOwn(ERROR_TABLE, code)) return null;
  const row: readonly unknown[] = ERROR_TABLE[code as ErrorCode];
  return (row[2] as PortalWording | undefined) ?? null;
}

export interface ValidationIssue {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: Record<string, unknown>;
  readonly validationErrors?: ValidationIssue[];
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message?: string,
    opts: {
      details?: Record<string, unknown>;
      validationErrors?: ValidationIssue[];
      headers?: Record<string, string>;
      status?: number;
    } = {},
  ) {
    super(message ?? ERROR_TABLE[code][1]);
    this.name = 'AppError';
    this.code = code;
    this.status = opts.status ?? ERROR_TABLE[code][0];
    this.details = opts.details;
    this.validationErrors = opts.validationErrors;
    this.headers = opts.headers;
  }
}

/**
 * Also true for an AppError made by another copy of this module: the server bundles each route apart, and an
 * object kept on globalThis (the file storage, the job queue) throws with the class of the bundle that made it.
 */
export function isAppError(err: unknown): err is AppError {
  if (err instanceof AppError) return true;
  if (!(err instanceof Error)) return false;
  const e = err as Error & { code?: unknown; status?: unknown };
  return (
    e.name === 'AppError' &&
    typeof e.code === 'string' &&
    Object.hasOwn(ERROR_TABLE, e.code) &&
    typeof e.status === 'number'
  );
}

export function validationError(issues: ValidationIssue[], message?: string): AppError {
  return new AppError('VALIDATION_ERROR', message ?? describeIssues(issues), { validationErrors: issues });
}

function describeIssues(issues: ValidationIssue[]): string {
  const first = issues[0];
  if (!first) return ERROR_TABLE.VALIDATION_ERROR[1];
  const where = first.path ? `${first.path}: ` : '';
  return `${where}${first.message}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''}`;
}
