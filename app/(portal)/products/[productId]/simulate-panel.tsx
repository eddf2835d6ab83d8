import { Button, Field } from '@/components/ui';
import { SimulateSection } from '@/components/portal/simulate-section';

/**
 * The sandbox's Simulate panel on a product: a stock receipt as the warehouse books one
 * (POST /v1/simulations/products/{id}/_receive-stock). Shown for sandbox products only.
 */
export function ProductSimulatePanel({ action }: { action: (form: FormData) => Promise<void> }) {
  return (
    <SimulateSection intro="Books units of this sandbox product onto the shelf, as the warehouse does on a delivery, with the same webhooks as live.">
      <form action={action} className="filters" aria-label="Receive stock">
        <Field
          id="simulate-quantity"
          name="quantity"
          label="Units"
          type="number"
          min={1}
          max={10000}
          step={1}
          defaultValue={10}
          required
        />
        <Field
          id="simulate-location"
          name="location"
          label="Location"
          defaultValue="SANDBOX-SHELF"
          maxLength={64}
        />
        <div>
          <Button variant="secondary">Receive stock</Button>
        </div>
      </form>
    </SimulateSection>
  );
}
