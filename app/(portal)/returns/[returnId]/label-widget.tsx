'use client';
import {
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';
import { Button, ErrorMessage, StatusBadge } from '@/components/ui';
import type { LabelState } from '../actions';

type Fetch = (returnId: string) => Promise<LabelState>;

/** The return label (02 §4.9-4.10): "Request label", then its state polled until complete (download) or failed. */
export function LabelWidget(props: {
  returnId: string;
  initial: LabelState;
  getState: Fetch;
  request: Fetch;
  canRequest: boolean;
}) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <Label {...props} />
    </QueryClientProvider>
  );
}

function Label({
  returnId,
  initial,
  getState,
  request,
  canRequest,
}: {
  returnId: string;
  initial: LabelState;
  getState: Fetch;
  request: Fetch;
  canRequest: boolean;
}) {
  const queryClient = useQueryClient();
  const key = ['return-label', returnId];
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => getState(returnId),
    initialData: initial,
    refetchInterval: (q) =>
      ['pending', 'processing'].includes(q.state.data?.label?.status ?? '') ? 1000 : false,
  });
  const mutation = useMutation({
    mutationFn: () => request(returnId),
    onSuccess: (state) => queryClient.setQueryData(key, state),
  });
  const label = data?.label ?? null;
  const busy = mutation.isPending || label?.status === 'pending' || label?.status === 'processing';
  const error = mutation.data?.error ?? data?.error;
  return (
    <div aria-live="polite">
      {label ? (
        <p>
          Label: <StatusBadge status={label.status} />
          {busy ? <span className="muted"> creating the label…</span> : null}
        </p>
      ) : (
        <p className="muted">No label requested yet.</p>
      )}
      {label?.status === 'complete' && label.attachment ? (
        <p>
          <a className="btn btn-primary" href={label.attachment.url} download>
            Download label (PDF)
          </a>
        </p>
      ) : null}
      {label?.status === 'failed' ? (
        <ErrorMessage title="The label could not be created:">{label.error}</ErrorMessage>
      ) : null}
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      {canRequest && !busy ? (
        <Button type="button" variant="secondary" onClick={() => mutation.mutate()}>
          {label ? 'Request a new label' : 'Request label'}
        </Button>
      ) : null}
    </div>
  );
}
