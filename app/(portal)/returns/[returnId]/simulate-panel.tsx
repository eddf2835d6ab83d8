import { Button, Select } from '@/components/ui';
import { SimulateSection, SimulateStep } from '@/components/portal/simulate-section';

const CONDITIONS = ['sellable', 'opened_sellable', 'damaged', 'missing'];

/**
 * The sandbox's Simulate panel on a return: the warehouse's next steps on request (arrival, inspection of
 * every line, release, completion). Shown on sandbox returns only; the server refuses them elsewhere.
 */
export function SimulatePanel({
  action,
  canArrive,
  canInspect,
  canRelease,
  canComplete,
}: {
  action: (form: FormData) => Promise<void>;
  canArrive: boolean;
  canInspect: boolean;
  canRelease: boolean;
  canComplete: boolean;
}) {
  return (
    <SimulateSection intro="Runs the warehouse’s own step on this sandbox return, with the same states and webhooks as live.">
      {canArrive ? <SimulateStep action={action} step="arrive" label="Parcel arrives" /> : null}
      {canInspect ? (
        <form action={action} className="filters" aria-label="Inspect every line">
          <input type="hidden" name="step" value="inspect" />
          <Select
            name="condition"
            label="Condition of every line"
            defaultValue="sellable"
            options={CONDITIONS.map((c) => ({ value: c, label: c }))}
          />
          <div>
            <Button variant="secondary">Inspect</Button>
          </div>
        </form>
      ) : null}
      {canRelease ? <SimulateStep action={action} step="release" label="Release" /> : null}
      {canComplete ? <SimulateStep action={action} step="complete" label="Complete" /> : null}
      {!canArrive && !canInspect && !canRelease && !canComplete ? (
        <p className="muted">
          Nothing to simulate in this status; decide the return first if it waits for you.
        </p>
      ) : null}
    </SimulateSection>
  );
}
