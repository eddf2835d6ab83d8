import type { ReactNode } from 'react';
import { ConfirmSubmit, StatusBadge, Table, humanize } from '@/components/ui';

/** What each exchange status means to the merchant, in plain words. */
export const EXCHANGE_STATUS_TEXT: Record<string, string> = {
  waiting: 'The exchange order is a draft: it leaves when the release rule of your return policy is met.',
  held: 'The warehouse found a problem with a returned item: release the exchange or cancel it.',
  released: 'The exchange order was confirmed; it is picked and shipped like any order.',
  cancelled: 'The exchange was cancelled, and its draft order with it.',
};

export const EXCHANGE_RELEASE_TEXT: Record<string, string> = {
  on_registration: 'at once, when the return was registered',
  on_arrival: 'when the parcel arrives at the warehouse',
  on_inspection: 'when every item with an exchange is inspected as sellable',
};

/**
 * What the warehouse's inspection of a line with an exchange will do ("What will happen" on the arrival
 * screen), by the exchange's status and release rule.
 */
export function exchangeWarehouseText(status: string | null, release: string | null): string | null {
  if (!status) return null;
  if (status === 'waiting' && release === 'on_inspection')
    return 'Exchange: sellable or opened sellable releases the exchange order (once every line with an exchange is); damaged, defective, missing or wrong item holds it for the merchant.';
  if (status === 'waiting' && release === 'on_arrival')
    return 'Exchange: registering the arrival releases the exchange order.';
  if (status === 'waiting') return 'Exchange: waits for the merchant to release it.';
  if (status === 'held') return 'Exchange held: the merchant releases or cancels it.';
  if (status === 'released') return 'Exchange released: its order ships on its own.';
  return 'Exchange cancelled.';
}

export interface ExchangeLine {
  id: string;
  returned: string;
  wanted: string;
  quantity: number;
  inspection: string | null;
}

/**
 * The exchange of a return: its status, its order (a link), each line's product and the one sent instead with
 * the inspection beside it, and the merchant's release and cancel buttons while it is waiting or held. Plain
 * forms: works without JavaScript.
 */
export function ExchangePanel({
  returnId,
  status,
  order,
  lines,
  canDecide,
  action,
}: {
  returnId: string;
  status: string;
  order: ReactNode;
  lines: ExchangeLine[];
  canDecide: boolean;
  action: (formData: FormData) => void | Promise<void>;
}) {
  return (
    <section className="section card" aria-labelledby="exchange-title" data-testid="exchange">
      <h2 id="exchange-title">
        Exchange <StatusBadge status={status} />
      </h2>
      <p className="muted">{EXCHANGE_STATUS_TEXT[status] ?? humanize(status)}</p>
      <dl className="dl">
        <dt>Exchange order</dt>
        <dd>{order}</dd>
      </dl>
      <Table
        caption="Exchange lines"
        captionHidden
        rows={lines}
        rowKey={(l) => l.id}
        columns={[
          { header: 'Returned', cell: (l) => l.returned },
          { header: 'Sent instead', cell: (l) => l.wanted },
          { header: 'Quantity', numeric: true, cell: (l) => l.quantity },
          { header: 'Inspection', cell: (l) => (l.inspection ? humanize(l.inspection) : 'not inspected') },
        ]}
      />
      {canDecide ? (
        <div className="page-actions">
          <form action={action}>
            <input type="hidden" name="returnId" value={returnId} />
            <input type="hidden" name="exchange" value="release" />
            <button type="submit" className="btn btn-primary">
              Release exchange
            </button>
          </form>
          <ConfirmSubmit
            action={action}
            label="Cancel exchange"
            confirmLabel="Yes, cancel the exchange"
            fields={{ returnId, exchange: 'cancel' }}
          >
            The exchange order is cancelled and nothing is sent to the customer. The return itself goes on.
          </ConfirmSubmit>
        </div>
      ) : null}
    </section>
  );
}
