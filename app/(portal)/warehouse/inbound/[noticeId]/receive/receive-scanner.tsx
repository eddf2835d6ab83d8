'use client';
import { useActionState, useEffect } from 'react';
import { Button, Field, Select, fieldId } from '@/components/ui';
import type { ScanState, scanAction } from '../../actions';

const CONDITIONS = [
  { value: 'sellable', label: 'Sellable (on the shelf)' },
  { value: 'damaged', label: 'Damaged (stored blocked)' },
];

/** A short tone: high for a unit received, lower for one flagged, low and long for a refusal. */
function beep(kind: 'ok' | 'warning' | 'error') {
  try {
    const Ctx =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = kind === 'ok' ? 880 : kind === 'warning' ? 600 : 220;
    gain.gain.value = 0.15;
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + (kind === 'error' ? 0.35 : 0.12));
    osc.onended = () => void ctx.close();
  } catch {
    /* no sound: the message still shows */
  }
}

/**
 * The receive screen's scan form. A keyboard-wedge scanner types a code and presses Enter: a box label opens
 * the box, a SKU or GTIN receives the units. Without JavaScript each scan is a form post and the page comes
 * back with the answer; with it, the answer arrives without a reload, with a tone and the product named.
 * The location and the condition stay until changed; the box until another is scanned or left.
 */
export function ReceiveScanner({
  action,
  noticeId,
  initialKey,
}: {
  action: typeof scanAction;
  noticeId: string;
  initialKey: string;
}) {
  const [state, formAction, pending] = useActionState(action, {
    ok: false,
    key: initialKey,
    stamp: 0,
  } as ScanState);
  const tone: 'ok' | 'warning' | 'error' = !state.ok
    ? 'error'
    : state.data?.tone === 'warning'
      ? 'warning'
      : 'ok';
  useEffect(() => {
    if (state.stamp === 0) return;
    beep(tone);
    document.getElementById(fieldId('scan.code'))?.focus();
  }, [state.stamp, tone]);
  const fieldError = (k: string) => state.fieldErrors?.[k];
  return (
    <section className="section card" aria-labelledby="scan-title">
      <h2 id="scan-title">Scan</h2>
      <form action={formAction} className="form" noValidate>
        <input type="hidden" name="notice_id" value={noticeId} />
        <input type="hidden" name="idempotency_key" value={state.key} />
        <input type="hidden" name="scan.box" value={state.box ?? ''} />
        <input type="hidden" name="box_label" value={state.boxLabel ?? ''} />
        <p data-testid="open-box">
          {state.box ? (
            <>
              Counting <strong>{state.boxLabel}</strong> (<code>{state.box}</code>)
            </>
          ) : (
            'No box open: scan a box label first, or count without a box.'
          )}
        </p>
        <div className="form-row">
          <Field
            name="scan.code"
            label="Scan a box label, SKU or GTIN"
            hint="A barcode scanner types the code and presses Enter."
            autoComplete="off"
            autoFocus
            required
            key={`code-${state.stamp}`}
            error={fieldError('scan.code')}
          />
          <Field
            name="scan.quantity"
            label="Units"
            type="number"
            min={1}
            inputMode="numeric"
            defaultValue="1"
            key={`qty-${state.stamp}`}
            error={fieldError('scan.quantity')}
          />
        </div>
        <div className="form-row">
          <Field
            name="scan.location"
            label="Location"
            hint="Kept for the next scans until you change it."
            defaultValue={state.location ?? state.values?.['scan.location']}
            key={`loc-${state.location ?? ''}-${state.stamp}`}
            error={fieldError('scan.location')}
          />
          <Select
            name="scan.condition"
            label="Condition"
            options={CONDITIONS}
            defaultValue={state.condition ?? 'sellable'}
            key={`cond-${state.condition ?? ''}-${state.stamp}`}
          />
          <Field
            name="scan.best_before"
            label="Best before (if on the unit)"
            type="date"
            key={`bb-${state.stamp}`}
            error={fieldError('scan.best_before')}
          />
          <Field name="scan.batch_number" label="Batch (if on the unit)" key={`batch-${state.stamp}`} />
        </div>
        <div className="form-row">
          {/* the first button is the one Enter presses: receiving, never leaving the box */}
          <Button disabled={pending}>{pending ? 'Receiving…' : 'Receive'}</Button>
          {state.box ? (
            <Button variant="secondary" name="leave_box" value="1">
              Leave the box
            </Button>
          ) : null}
        </div>
        <p
          role="status"
          aria-live="assertive"
          data-testid="scan-result"
          className={state.stamp === 0 ? undefined : `scan-result scan-${tone}`}
        >
          {state.message ?? ''}
        </p>
      </form>
    </section>
  );
}
