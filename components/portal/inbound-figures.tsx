import type React from 'react';
import { StatusBadge, Table, formatDateTime, type TimelineEntry } from '@/components/ui';
import type { InboundBoxDto, InboundLineDto, InboundShipmentDto } from '@/server/inbound/schemas';

/**
 * A notice's figures as both sides see them: per product, announced against counted, damaged and expired
 * units, and the discrepancy (highlighted); per box the same. The figures come from the notice's answer.
 */
export function InboundLinesTable({
  lines,
  names,
  caption = 'Lines: expected and received',
}: {
  lines: InboundLineDto[];
  names: Record<string, string>;
  caption?: string;
}) {
  return (
    <Table
      caption={caption}
      rowKey={(l) => l.product_id}
      rows={lines}
      columns={[
        { header: 'SKU', cell: (l) => <strong>{l.sku ?? l.product_id}</strong> },
        { header: 'Product', cell: (l) => names[l.product_id] ?? '–' },
        { header: 'Expected', numeric: true, cell: (l) => l.expected_quantity },
        {
          header: 'Received',
          numeric: true,
          cell: (l) => (
            <span data-testid={`received-${l.sku ?? l.product_id}`}>
              {l.received_quantity} / {l.expected_quantity}
            </span>
          ),
        },
        { header: 'Damaged', numeric: true, cell: (l) => l.damaged_quantity || '–' },
        { header: 'Past best-before', numeric: true, cell: (l) => l.expired_quantity || '–' },
        { header: 'Discrepancy', cell: (l) => <Discrepancy value={l.discrepancy} /> },
      ]}
    />
  );
}

export function InboundBoxesTable({ boxes, unit }: { boxes: InboundBoxDto[]; unit: string }) {
  return (
    <Table
      caption={`${unit[0]!.toUpperCase()}${unit.slice(1)}`}
      rowKey={(b) => b.id}
      rows={boxes}
      columns={[
        { header: '#', numeric: true, cell: (b) => b.number },
        { header: 'Label code', cell: (b) => <code>{b.code}</code> },
        { header: 'Reference', cell: (b) => b.reference ?? b.tracking_code ?? '–' },
        {
          header: 'Contents',
          cell: (b) => b.lines.map((l) => `${l.quantity} × ${l.sku ?? l.product_id}`).join(', ') || '–',
        },
        { header: 'Received', numeric: true, cell: (b) => `${b.received_quantity} / ${b.expected_quantity}` },
        { header: 'Discrepancy', cell: (b) => <Discrepancy value={b.discrepancy} /> },
      ]}
    />
  );
}

const WORDS: Record<string, string> = {
  short: 'Short',
  over: 'Over-delivered',
  damaged: 'Damaged',
  unexpected: 'Not announced',
};

export function Discrepancy({ value }: { value: string | null }) {
  return value ? <StatusBadge status={value} label={WORDS[value] ?? value} /> : <>–</>;
}

/** A notice's facts: reference, dates, carrier, packaging, arrival and close notes. */
export function NoticeFacts({ notice, merchantName }: { notice: InboundShipmentDto; merchantName?: string }) {
  const facts: [string, React.ReactNode][] = [
    ...(merchantName ? ([['Merchant', merchantName]] as [string, string][]) : []),
    ['Reference', notice.merchant_reference ?? '–'],
    ['Expected', notice.expected_at ?? '–'],
    ['Carrier', notice.carrier ?? '–'],
    ['Tracking codes', notice.tracking_codes.join(', ') || '–'],
    ['Comes in', notice.packaging ?? '–'],
    ['Notes', notice.notes ?? '–'],
    [
      'Arrived',
      notice.arrival
        ? `${formatDateTime(notice.arrival.arrived_at)}${notice.arrival.boxes_arrived !== null ? `, ${notice.arrival.boxes_arrived} of ${notice.totals.boxes} ${notice.packaging ?? 'boxes'}` : ''}${notice.arrival.note ? ` – ${notice.arrival.note}` : ''}`
        : '–',
    ],
    [
      'Closed',
      notice.processed_at
        ? `${formatDateTime(notice.processed_at)}${notice.close_note ? ` – ${notice.close_note}` : ''}`
        : '–',
    ],
    [
      'Received',
      `${notice.totals.received_quantity} of ${notice.totals.expected_quantity} units, ${notice.totals.boxes_received} of ${notice.totals.boxes} ${notice.packaging ?? 'boxes'} counted`,
    ],
  ];
  return (
    <dl className="dl" data-testid="notice-facts">
      {facts.map(([k, v]) => [<dt key={`${k}-t`}>{k}</dt>, <dd key={`${k}-d`}>{v}</dd>])}
    </dl>
  );
}

/** The notice's status history as the timeline shows it. */
export function noticeTimeline(notice: InboundShipmentDto): TimelineEntry[] {
  return notice.status_history.map((h, i) => ({
    id: i,
    at: h.at,
    action: h.status,
    actorType: h.actor.type,
    actorLabel: h.actor.label,
    note: h.note,
  }));
}
