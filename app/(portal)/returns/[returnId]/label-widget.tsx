'use client';
import {
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button, ErrorMessage, StatusBadge } from '@/components/ui';
import type { LabelState } from '@/server/returns/labels/label-state';

type Fetch = (returnId: string) => Promise<LabelState>;

/** The label's state from the return screen's route (app/(portal)/returns/[returnId]/label/route.ts). */
async function fetchLabelState(returnId: string): Promise<LabelState> {
  const res = await fetch(`/returns/${encodeURIComponent(returnId)}/label`, { cache: 'no-store' });
  if (!res.ok) throw new Error(`label state: HTTP ${res.status}`);
  return (await res.json()) as LabelState;
}

interface LabelProps {
  returnId: string;
  initial: LabelState;
  request: Fetch;
  /** The same request as a plain form post, for a browser without JavaScript (the page then shows the state). */
  requestForm: (formData: FormData) => Promise<void>;
  canRequest: boolean;
}

/**
 * The return label (02 §4.9-4.10): "Request label", then its state polled until complete (download) or failed.
 * The button is a form that posts without JavaScript; with it, the request and the polling happen in place,
 * focus stays on the button, and the live region says what happens.
 */
export function LabelWidget(props: LabelProps) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <Label {...props} />
    </QueryClientProvider>
  );
}

function Label({ returnId, initial, request, requestForm, canRequest }: LabelProps) {
  const queryClient = useQueryClient();
  const key = ['return-label', returnId];
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => fetchLabelState(returnId),
    initialData: initial,
    refetchInterval: (q) =>
      ['pending', 'processing'].includes(q.state.data?.label?.status ?? '') ? 1000 : false,
  });
  // A page the server sends again (after a form's action, or a refresh) carries the label's newest state: it
  // replaces the one held here, which would otherwise stay as first given (say "No label requested yet") and,
  // not being pending, never be polled.
  const shown = useRef(initial);
  useEffect(() => {
    if (shown.current === initial) return;
    shown.current = initial;
    queryClient.setQueryData(['return-label', returnId], initial);
  }, [initial, queryClient, returnId]);
  const mutation = useMutation({
    mutationFn: () => request(returnId),
    onSuccess: (state) => queryClient.setQueryData(key, state),
  });
  const label = data?.label ?? null;
  const busy = mutation.isPending || label?.status === 'pending' || label?.status === 'processing';
  const error =
    mutation.data?.error ??
    (mutation.isError ? 'The request did not get through. Try again in a moment.' : undefined) ??
    data?.error;
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div>
      <div aria-live="polite">
        {label ? (
          <p>
            Label: <StatusBadge status={label.status} />
            {busy ? <span className="muted"> creating the label…</span> : null}
          </p>
        ) : (
          <p className="muted">No label requested yet.</p>
        )}
        {label?.status === 'failed' ? (
          <ErrorMessage title="The label could not be created:">{label.error}</ErrorMessage>
        ) : null}
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      </div>
      {label?.status === 'complete' && label.attachment ? (
        <p>
          <a className="btn btn-primary" href={label.attachment.url} download>
            Download label (PDF)
          </a>
        </p>
      ) : null}
      {busy ? (
        <noscript>
          <p>
            <a href={`/returns/${returnId}#label-title`}>Look again</a> in a moment.
          </p>
        </noscript>
      ) : null}
      {canRequest ? (
        <form
          action={requestForm}
          onSubmit={(e) => {
            // With JavaScript: request in place and keep the focus on the button (it stays, marked busy).
            e.preventDefault();
            if (!busy) mutation.mutate();
            button.current?.focus();
          }}
        >
          <input type="hidden" name="returnId" value={returnId} />
          {/* Not `disabled` while busy: a disabled button would drop the keyboard focus to the page. */}
          <Button ref={button} variant="secondary" aria-disabled={busy || undefined}>
            {busy ? 'Creating the label…' : label ? 'Request a new label' : 'Request label'}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
