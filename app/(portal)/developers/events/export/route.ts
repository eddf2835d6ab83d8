import { getReadDb } from '@/db/client';
import { ADMIN_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { csvResponse } from '@/server/core/csv';
import { EVENT_CSV_COLUMNS, eventCsvLine } from '@/server/workbench/events/events-csv';
import { listEvents } from '@/server/workbench/events/feed';
import { ListEventsQuery } from '@/server/workbench/events/schemas';
import { queryFromSearch } from '../../query-from-search';
import { EVENT_FILTER_KEYS } from '../filter-keys';

// GET /developers/events/export – the events feed as CSV with the Events screen's filters (06 "Everywhere")
export async function GET(req: Request): Promise<Response> {
  const user = await requireUser(ADMIN_ROLES, '/developers/events');
  const merchantId = await requireMerchantId(user);
  const db = await getReadDb();
  const url = new URL(req.url);
  // `type` may repeat: the screen's reader joins repeated values with commas, as the API accepts
  const sp: Record<string, string | string[]> = {};
  for (const k of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(k);
    sp[k] = all.length > 1 ? all : all[0]!;
  }
  const { query } = queryFromSearch(ListEventsQuery, sp, EVENT_FILTER_KEYS);
  return csvResponse({
    name: 'events',
    columns: EVENT_CSV_COLUMNS,
    readPage: async (offset, limit) => (await listEvents(db, merchantId, { ...query, offset, limit })).events,
    toLine: eventCsvLine,
  });
}
