import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import {
  Button,
  EmptyState,
  ErrorMessage,
  Field,
  Flash,
  PageHeader,
  searchParam,
  type SearchParams,
} from '@/components/ui';
import { requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { countSheet } from '@/server/stock-ledger/counts/read-counts';
import { submitResultAction } from '../../actions';

export const metadata = { title: 'Count' };

const ROWS = 6;

// /warehouse/counts/{id}/count – the counter's blind sheet: the next location, never what it should hold
export default async function CountSheetPage({
  params,
  searchParams,
}: {
  params: Promise<{ countId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { countId } = await params;
  await requireUser(WAREHOUSE_ROLES, `/warehouse/counts/${countId}/count`);
  const sheet = await countSheet(await getDb(), countId).catch((err) => {
    if (isAppError(err) && err.code === 'CYCLE_COUNT_NOT_FOUND') notFound();
    throw err;
  });
  const sp = await searchParams;
  const error = errorMessageFromSearch(sp.error);
  const next = sheet.todo[0];
  return (
    <>
      <PageHeader
        title="Count"
        description={`${sheet.counted} counted, ${sheet.todo.length} to go. Count what stands there, product by product.`}
      />
      {sp.done === 'counted' ? <Flash>{searchParam(sp.location)} counted.</Flash> : null}
      {error ? <ErrorMessage title="Not saved:">{error}</ErrorMessage> : null}
      {sheet.status !== 'open' || !next ? (
        <EmptyState title="Nothing left to count here." />
      ) : (
        <form action={submitResultAction} className="card form" aria-label={`Count ${next.location}`}>
          <h2>
            Location <code data-testid="count-location">{next.location}</code>
            {next.recount ? ' (recount)' : ''}
          </h2>
          <input type="hidden" name="count_id" value={sheet.id} />
          <input type="hidden" name="result.location" value={next.location} />
          {Array.from({ length: ROWS }, (_, i) => (
            <fieldset key={i} className="row">
              <legend className="visually-hidden">Product {i + 1}</legend>
              <Field
                name={`result.items[${i}].product.gtin`}
                label={`Product ${i + 1} barcode (GTIN)`}
                autoComplete="off"
                autoFocus={i === 0}
              />
              <Field name={`result.items[${i}].quantity`} label="Units" type="number" min={0} />
            </fieldset>
          ))}
          <Button>Save the count of {next.location}</Button>
        </form>
      )}
    </>
  );
}
