import { getDb } from '@/db/client';
import { Button, PageHeader } from '@/components/ui';
import { ADMIN_ROLES, isMerchantRole, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { findSandbox, sandboxState } from '@/server/merchants/sandbox';
import { createSandboxAction, switchSandboxAction } from '../../sandbox-actions';
import { CreateSandboxForm } from './create-sandbox-form';

export const metadata = { title: 'Sandbox' };

// /developers/sandbox – the merchant's sandbox: create it, switch to it, what it simulates
export default async function SandboxPage() {
  const user = await requireUser(ADMIN_ROLES, '/developers/sandbox');
  const merchantId = await requireMerchantId(user);
  const db = await getDb();
  const state = await sandboxState(db, merchantId);
  const inSandbox = !!state?.sandbox;
  const sandbox = inSandbox ? null : await findSandbox(db, merchantId);
  return (
    <>
      <PageHeader
        title="Sandbox"
        description="A merchant of its own for testing your integration: its own API clients, products with stock and simulated warehouse work. Nothing in it reaches the warehouse or mixes with your live data."
      />
      {inSandbox ? (
        <p className="flash flash-info">You are in the sandbox now.</p>
      ) : sandbox ? (
        <p>
          Your sandbox is <strong>{sandbox.name}</strong> (<code>{sandbox.id}</code>).
        </p>
      ) : (
        <CreateSandboxForm action={createSandboxAction} />
      )}
      {isMerchantRole(user.role) && (inSandbox || sandbox) ? (
        <form action={switchSandboxAction}>
          <input type="hidden" name="sandbox" value={inSandbox ? '0' : '1'} />
          <Button variant="secondary">{inSandbox ? 'Back to live data' : 'Switch to the sandbox'}</Button>
        </form>
      ) : null}
      {!isMerchantRole(user.role) && sandbox ? (
        <p className="muted">Choose “{sandbox.name}” in the merchant switcher to act for it.</p>
      ) : null}
      <h2>Simulations</h2>
      <p>
        In the sandbox, the warehouse’s work is simulated on request, with the same operations, states and
        webhooks as live: a return’s arrival, inspection, release and completion, and stock received onto the
        shelf. Use the Simulate panel on a sandbox return, or the API (
        <code>POST /v1/simulations/order-returns/{'{id}'}/_arrive</code>, <code>_inspect</code>,{' '}
        <code>_release</code>, <code>_complete</code>;{' '}
        <code>POST /v1/simulations/products/{'{id}'}/_receive-stock</code>) with a client of the sandbox. On a
        live merchant they answer 403 <code>SANDBOX_ONLY</code>.
      </p>
    </>
  );
}
