import type { InspectionCondition, ReturnReasonCode } from '@/server/returns/return-states';

/** What a person reads for each return reason and inspection condition (portal forms, lists, charts). */
export const RETURN_REASON_LABELS: Record<ReturnReasonCode, string> = {
  damaged_in_transit: 'Damaged in transit',
  defective: 'Defective',
  wrong_item_sent: 'Wrong item sent',
  not_as_described: 'Not as described',
  size_too_small: 'Size too small',
  size_too_large: 'Size too large',
  no_longer_needed: 'No longer needed',
  arrived_too_late: 'Arrived too late',
  unwanted_gift: 'Unwanted gift',
  other: 'Other',
};

export const CONDITION_LABELS: Record<InspectionCondition, string> = {
  sellable: 'Sellable',
  opened_sellable: 'Opened, sellable',
  damaged: 'Damaged',
  defective: 'Defective',
  missing: 'Missing',
  wrong_item: 'Wrong item',
};

export const reasonLabel = (code: string) => RETURN_REASON_LABELS[code as ReturnReasonCode] ?? code;
export const conditionLabel = (code: string) => CONDITION_LABELS[code as InspectionCondition] ?? code;
