import { SimulateSection, SimulateStep } from '@/components/portal/simulate-section';

/**
 * The sandbox's Simulate panel on an order: the warehouse picks it and ships what is left of every line
 * (POST /v1/simulations/orders/{id}/_process). Shown on sandbox orders only; the server refuses it elsewhere.
 */
export function OrderSimulatePanel({
  action,
  canProcess,
}: {
  action: (form: FormData) => Promise<void>;
  canProcess: boolean;
}) {
  return (
    <SimulateSection intro="Runs the warehouse’s own work on this sandbox order, with the same states and webhooks as live.">
      {canProcess ? (
        <SimulateStep action={action} step="process" label="Pick and ship" />
      ) : (
        <p className="muted">
          Nothing to simulate in this status; the warehouse picks and ships confirmed orders only.
        </p>
      )}
    </SimulateSection>
  );
}
