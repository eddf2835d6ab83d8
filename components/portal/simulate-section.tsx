import type { ReactNode } from 'react';
import { Button } from '@/components/ui';

/**
 * The frame of a sandbox Simulate panel (on a return, an order or a product): a titled card whose forms
 * post to a server action that runs the same simulation as POST /v1/simulations/…, then redirects back.
 * Pages render it for sandbox merchants only; the server refuses a simulation elsewhere (SANDBOX_ONLY).
 */
export function SimulateSection({ intro, children }: { intro: ReactNode; children: ReactNode }) {
  return (
    <section className="section card" aria-labelledby="simulate-title" data-testid="simulate-panel">
      <h2 id="simulate-title">Simulate (sandbox)</h2>
      <p className="muted">{intro}</p>
      <div className="filters">{children}</div>
    </section>
  );
}

/** One simulation without options: a form with a hidden `step` and a button. */
export function SimulateStep({
  action,
  step,
  label,
}: {
  action: (form: FormData) => Promise<void>;
  step: string;
  label: string;
}) {
  return (
    <form action={action}>
      <input type="hidden" name="step" value={step} />
      <Button variant="secondary">{label}</Button>
    </form>
  );
}
