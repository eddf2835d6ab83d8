import Link from 'next/link';
import { Button, CheckboxGroup, Field, Flash, Select } from '@/components/ui';
import { EVENT_TYPES } from '@/server/outbox/emit';
import type { RangeReplayOutcome } from '@/server/workbench/events/range-replay-outcome';
import { REPLAY_MAX_EVENTS } from '@/server/webhooks/schemas';
import { replayRangeAction } from './actions';

type Endpoint = { id: string; url: string };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The confirmation after a range replay: how many deliveries were queued, and where to watch them. */
export function RangeReplayDone({
  outcome,
  endpoints,
}: {
  outcome: RangeReplayOutcome;
  endpoints: Endpoint[];
}) {
  const endpoint = endpoints.find((e) => e.id === outcome.endpointId);
  if (!endpoint) return null;
  const { queued, alreadyPending, notSubscribed } = outcome;
  return (
    <Flash>
      Replay queued: {plural(queued, 'delivery', 'deliveries')} to <code>{endpoint.url}</code>
      {alreadyPending
        ? `; ${plural(alreadyPending, 'event', 'events')} already waiting (not added twice)`
        : ''}
      {notSubscribed
        ? `; ${plural(notSubscribed, 'event', 'events')} of types it does not subscribe to (not sent)`
        : ''}
      . <Link href={`/developers/webhooks/${endpoint.id}`}>Open its delivery log</Link>
    </Flash>
  );
}

/** "Replay a time range to an endpoint": the range form of POST /v1/webhook-endpoints/{id}/_replay. */
export function RangeReplayForm({ endpoints }: { endpoints: Endpoint[] }) {
  return (
    <section aria-labelledby="range-replay">
      <h2 id="range-replay">Replay a time range to an endpoint</h2>
      {endpoints.length === 0 ? (
        <p className="muted">Create a webhook endpoint to replay events to it.</p>
      ) : (
        <form action={replayRangeAction} className="form" aria-labelledby="range-replay">
          <p className="muted">
            Every event of the range (at most {REPLAY_MAX_EVENTS.toLocaleString('en')}) that the endpoint
            subscribes to is sent again with its original <code>webhook-id</code>. Times are UTC, as in the
            list.
          </p>
          <Select
            id="f-range-endpoint"
            name="endpoint_id"
            label="Endpoint"
            required
            options={endpoints.map((e) => ({ value: e.id, label: e.url }))}
          />
          <Field
            id="f-range-from"
            name="created_from"
            label="From (UTC)"
            type="datetime-local"
            step={1}
            required
          />
          <Field id="f-range-to" name="created_to" label="To (UTC)" type="datetime-local" step={1} required />
          <CheckboxGroup
            id="f-range-types"
            name="types"
            legend="Types"
            hint="None chosen: every type the endpoint subscribes to."
            options={EVENT_TYPES.map((t) => ({ value: t, label: <code>{t}</code> }))}
          />
          <div>
            <Button>Replay the range</Button>
          </div>
        </form>
      )}
    </section>
  );
}
