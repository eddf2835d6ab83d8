// GET /healthz – liveness, no auth (05 §6)
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' });
}
