/** Next.js calls register() once when a server process starts (not while building). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { stampPeerAddress } = await import('./server/platform/stamp-peer-address');
  stampPeerAddress();
  const { startup } = await import('./server/platform/startup');
  await startup();
}
