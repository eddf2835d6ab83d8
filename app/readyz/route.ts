import { readiness } from '@/server/platform/health';

// GET /readyz – database reachable and migrations applied (05 §6)
export const dynamic = 'force-dynamic';

export async function GET() {
  const r = await readiness();
  return Response.json(
    { status: r.ok ? 'ready' : 'not_ready', checks: r.checks },
    { status: r.ok ? 200 : 503 },
  );
}
