import { getReadDb } from '@/db/client';
import { ADMIN_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { csvResponse } from '@/server/core/csv';
import { listRequestLogs } from '@/server/workbench/request-log/request-logs';
import { REQUEST_LOG_CSV_COLUMNS, requestLogCsvLine } from '@/server/workbench/request-log/request-logs-csv';
import { ListRequestLogsQuery } from '@/server/workbench/request-log/schemas';
import { queryFromSearch } from '../../query-from-search';
import { REQUEST_FILTER_KEYS } from '../filter-keys';

// GET /developers/requests/export – the request log as CSV with the Requests screen's filters (06 "Everywhere")
export async function GET(req: Request): Promise<Response> {
  const user = await requireUser(ADMIN_ROLES, '/developers/requests');
  const merchantId = await requireMerchantId(user);
  const db = await getReadDb();
  const sp = Object.fromEntries(new URL(req.url).searchParams.entries());
  const { query } = queryFromSearch(ListRequestLogsQuery, sp, REQUEST_FILTER_KEYS);
  return csvResponse({
    name: 'requests',
    columns: REQUEST_LOG_CSV_COLUMNS,
    readPage: async (offset, limit) =>
      (await listRequestLogs(db, merchantId, { ...query, offset, limit })).request_logs,
    toLine: requestLogCsvLine,
  });
}
