import { Button, Select } from '@/components/ui';

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
  const step = (name: string, label: string) => (
    <form action={action}>
      <input type="hidden" name="step" value={name} />
      <Button variant="secondary">{label}</Button>
    </form>
  );
  return (
    <section className="section card" aria-labelledby="simulate-title" data-testid="simulate-panel">
      <h2 id="simulate-title">Simulate (sandbox)</h2>
      <p className="muted">
        Runs the warehouse’s own step on this sandbox return, with the same states and webhooks as live.
      </p>
      <div className="filters">
        {canArrive ? step('arrive', 'Parcel arrives') : null}
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
        {canRelease ? step('release', 'Release') : null}
        {canComplete ? step('complete', 'Complete') : null}
        {!canArrive && !canInspect && !canRelease && !canComplete ? (
          <p className="muted">
            Nothing to simulate in this status; decide the return first if it waits for you.
          </p>
        ) : null}
      </div>
    </section>
  );
}
