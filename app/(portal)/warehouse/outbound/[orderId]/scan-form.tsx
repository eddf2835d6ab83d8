'use client';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import type { ScanOutcome } from '@/server/outbound/scan-unit';
import { scanAction, scanInPlaceAction } from '../actions';

/** Tones: a high short beep for a unit packed, two middle ones for one too many, a low buzz for an unknown code. */
const TONES: Record<ScanOutcome, { hz: number; type: OscillatorType; beeps: number; ms: number }> = {
  ok: { hz: 1320, type: 'sine', beeps: 1, ms: 90 },
  over: { hz: 660, type: 'square', beeps: 2, ms: 110 },
  unknown: { hz: 180, type: 'sawtooth', beeps: 1, ms: 350 },
};

let audio: AudioContext | null = null;

function beep(outcome: ScanOutcome) {
  try {
    audio ??= new AudioContext();
    const { hz, type, beeps, ms } = TONES[outcome];
    for (let i = 0; i < beeps; i++) {
      const start = audio.currentTime + (i * ms * 1.6) / 1000;
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = type;
      osc.frequency.value = hz;
      gain.gain.value = 0.15;
      osc.connect(gain).connect(audio.destination);
      osc.start(start);
      osc.stop(start + ms / 1000);
    }
  } catch {
    // No sound where the browser has none; the message says it all.
  }
}

/**
 * The pack screen's scan form. Without JavaScript it posts and the page comes back with the outcome (scanAction);
 * with it, a scan is sent to the same rule (scanInPlaceAction) without leaving the page: the outcome is said and
 * sounded, the field is emptied and keeps the focus for the next scan, and the counts refresh in place.
 */
export function ScanForm({
  packed,
  message,
  outcome,
  children,
}: {
  /** The packed counts the page was drawn with (`lineId:n,…`). */
  packed: string;
  /** The outcome the page came back with (after a plain post, or a +1 / −1). */
  message: string | null;
  outcome: ScanOutcome | null;
  children: ReactNode;
}) {
  const router = useRouter();
  const latest = useRef(packed);
  const [said, setSaid] = useState<{ message: string; outcome: ScanOutcome } | null>(null);
  useEffect(() => {
    latest.current = packed;
  }, [packed]);
  // A new outcome from the page (the refreshed counts, a +1) replaces what the last scan said.
  const [pageMessage, setPageMessage] = useState(message);
  if (pageMessage !== message) {
    setPageMessage(message);
    setSaid(null);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formEl = e.currentTarget;
    const data = new FormData(formEl);
    data.set('packed', latest.current);
    const field = formEl.elements.namedItem('code') as HTMLInputElement | null;
    // Emptied at once, so that the next scan types into an empty field while this one is answered.
    const code = field?.value ?? '';
    if (field) field.value = '';
    field?.focus();
    let res: Awaited<ReturnType<typeof scanInPlaceAction>>;
    try {
      res = await scanInPlaceAction(data);
    } catch {
      if (field) field.value = code;
      formEl.submit(); // the plain post: the page comes back with the outcome
      return;
    }
    latest.current = res.packed;
    beep(res.outcome);
    setSaid({ message: res.message, outcome: res.outcome });
    router.replace(res.href, { scroll: false });
  }

  const shown = said ?? (message && outcome ? { message, outcome } : null);
  return (
    <>
      <form action={scanAction} onSubmit={onSubmit} className="field-with-button">
        {children}
      </form>
      <p
        role="status"
        data-outcome={shown?.outcome}
        className={shown && shown.outcome !== 'ok' ? 'field-error' : undefined}
      >
        {shown?.message}
      </p>
    </>
  );
}
