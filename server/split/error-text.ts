import type { ErrorCode } from '@/server/core/errors';

/** Every split error (03 §7) explained in plain words, for the portal's split screen (06). */
export const SPLIT_ERROR_TEXT: Partial<Record<ErrorCode, { title: string; text: string }>> = {
  INVALID_IDEMPOTENCY_KEY: {
    title: 'The form has expired.',
    text: 'Show the preview again, then split.',
  },
  TARGET_SAME_AS_SOURCE: {
    title: 'The target SKU is the source SKU.',
    text: 'Stock can only be split to a different SKU. Enter another target SKU.',
  },
  SPLIT_TOO_LARGE: {
    title: 'Too many units.',
    text: 'A split moves at most 5000 units. Narrow it down with a maximum quantity, a location or a best-before date.',
  },
  VALIDATION_ERROR: {
    title: 'Some fields need attention.',
    text: 'See the messages beside the fields.',
  },
  SOURCE_PRODUCT_NOT_FOUND: {
    title: 'Source product not found.',
    text: 'There is no product with this SKU in your account. Check the SKU.',
  },
  SPLIT_IN_PROGRESS: {
    title: 'Another split is running.',
    text: 'A split of one of these SKUs is being processed right now. Wait a few seconds and try again.',
  },
  STOCK_CHANGED: {
    title: 'The stock changed while splitting.',
    text: 'Some of these units were being used at the same moment (for example an order reserved one). Nothing was moved. Try again.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    title: 'This form was already used for another split.',
    text: 'Show the preview again to start a new split.',
  },
  TARGET_PRODUCT_INACTIVE: {
    title: 'The target product is inactive.',
    text: 'A product with this target SKU exists but is not active. Choose another SKU, or reactivate that product first.',
  },
  PHANTOM_STOCK_SUSPECTED: {
    title: 'The stock figures do not add up.',
    text: 'The recorded stock of this product does not match its units, or the last warehouse count disagreed. Nothing was changed. Contact warehouse support to have the stock checked.',
  },
};

export function splitErrorText(code: string | null | undefined): { title: string; text: string } | null {
  return code ? (SPLIT_ERROR_TEXT[code as ErrorCode] ?? null) : null;
}
