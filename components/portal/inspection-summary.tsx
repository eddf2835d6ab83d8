import { StatusBadge } from '@/components/ui';
import type { ReturnDto } from '@/server/returns/schemas';

/** A return line's inspection in a table cell: its condition, what arrived of what was expected, a discrepancy. */
export function InspectionSummary({ item }: { item: ReturnDto['items'][number] }) {
  const { inspection } = item;
  if (!inspection) return null;
  return (
    <>
      <StatusBadge status={inspection.condition} /> {inspection.received_quantity} of{' '}
      {item.expected_quantity ?? item.quantity} received
      {item.discrepancy ? (
        <>
          {' '}
          <StatusBadge status="problem" label="Discrepancy" />
        </>
      ) : null}
    </>
  );
}
