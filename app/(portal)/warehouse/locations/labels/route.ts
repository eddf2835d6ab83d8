import { getReadDb } from '@/db/client';
import { requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { locationLabelsPdf } from '@/server/stock-ledger/locations/location-labels';
import { locationsByCodes } from '@/server/stock-ledger/locations/locations';

// GET /warehouse/locations/labels?codes=A,B – location labels as PDF for the Locations screen
export async function GET(req: Request): Promise<Response> {
  await requireUser(WAREHOUSE_ROLES, '/warehouse/locations');
  const codes = [
    ...new Set(
      (new URL(req.url).searchParams.get('codes') ?? '')
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ].slice(0, 500);
  if (codes.length === 0) return new Response('Name the locations (codes=A,B).', { status: 400 });
  try {
    const pdf = await locationLabelsPdf(await locationsByCodes(await getReadDb(), codes));
    return new Response(Buffer.from(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'inline; filename="location-labels.pdf"',
      },
    });
  } catch (err) {
    if (isAppError(err)) return new Response(err.message, { status: err.status });
    throw err;
  }
}
