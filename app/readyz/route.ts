import { readiness } from '@/server/platform/health';
import { isDraining, noteReadyz } from '@/server/platform/shutdown';

// GET /readyz – database reachable and migrations applied (05 §6)
export const dynamic = 'force-dynamic';

export async function GET() {
  noteReadyz();
  // A stopping instance fails at once, before any database work: the load balancer takes it out (drain).
  if (isDraining()) {
    return Response.json(
      { status: 'not_ready', checks: { shutdown: 'draining' } },
      { status: 503, headers: { 'retry-after': '1' } },
    );
  }
  const r = await readiness();
  return Response.json(
    { status: r.ok ? 'ready' : 'not_ready', checks: r.checks },
    { status: r.ok ? 200 : 503 },
  );
}
