import { sendCustomerMailsJob } from '@/server/returns/customer-mail/jobs/send-customer-mails';
import { countOrderDaysJob } from '@/server/dashboard/jobs/count-order-days';
import { refreshDashboardJob } from '@/server/dashboard/jobs/refresh-dashboard';
import { chargeOutboxJob } from '@/server/billing/jobs/charge-outbox';
import { monthlyInvoiceRunJob } from '@/server/billing/jobs/monthly-invoice-run';
import type { JobDefinition } from '@/server/jobs/define-job';
import { purgeIdempotencyKeysJob } from '@/server/platform/jobs/purge-idempotency-keys';
import { retryWaitingOrdersJob } from '@/server/orders/jobs/retry-waiting-orders';
import { renderShipmentDocumentsJob } from '@/server/outbound/jobs/render-shipment-documents';
import { requeuePendingDocumentsJob } from '@/server/outbound/jobs/requeue-pending-documents';
import { requeuePendingLabelsJob } from '@/server/returns/jobs/requeue-pending-labels';
import { purgeRequestLogsJob } from '@/server/workbench/request-log/jobs/purge-request-logs';
import { purgeEndedSessionsJob } from '@/server/users/jobs/purge-ended-sessions';
import { renderReturnLabelJob } from '@/server/returns/jobs/render-return-label';
import { writeStockDaysJob } from '@/server/storing/daily-figures/jobs/write-stock-days';
import { deliverLaneJob } from '@/server/webhooks/jobs/deliver-lane-job';
import { dispatchOutboxJob } from '@/server/platform/outbox-subscribers';

/**
 * Every background job the workers run, gathered here at the process start-up (the composition root), so that
 * server/jobs (the queue) stays below the domains whose jobs it runs. A domain adds its jobs here.
 */
export const ALL_JOBS: JobDefinition<any>[] = [
  purgeIdempotencyKeysJob,
  retryWaitingOrdersJob,
  renderReturnLabelJob,
  renderShipmentDocumentsJob,
  requeuePendingDocumentsJob,
  requeuePendingLabelsJob,
  dispatchOutboxJob,
  deliverLaneJob,
  refreshDashboardJob,
  countOrderDaysJob,
  purgeRequestLogsJob,
  sendCustomerMailsJob,
  purgeEndedSessionsJob,
  chargeOutboxJob,
  monthlyInvoiceRunJob,
  writeStockDaysJob,
];
