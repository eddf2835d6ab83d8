import { randomUUID } from 'node:crypto';
import { getDb } from '@/db/client';
import {
  Button,
  EmptyState,
  ErrorMessage,
  Field,
  PageHeader,
  Table,
  TextArea,
  fieldsOf,
  type SearchParams,
} from '@/components/ui';
import { MERCHANT_WORK_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { isAppError, portalWording } from '@/server/core/errors';
import { findProductBySku } from '@/server/products/find-product';
import { listFreeUnitGroups } from '@/server/split/list-free-unit-groups';
import { listSplitSources, previewSplit, type SplitPreviewResult } from '@/server/split/preview-split';
import { MAX_SPLIT_UNITS } from '@/server/split/schemas';
import { splitRefusalWording, type SplitRefusal } from '@/server/split/refusal-wording';
import { splitAction } from './actions';
import { FreeUnitGroups } from './free-unit-groups';
import { applyShelfGroup } from '@/server/split/shelf-group-filters';
import { parseSplitForm, PREVIEW_PARAM, splitFieldValues } from './parse-split-form';
import { SourceSelect } from './source-select';
import { SplitSubmitForm } from './split-submit-form';

export const metadata = { title: 'Split product stock' };

/** How many source products the list offers (by SKU); any other comes from its product page. */
const SPLIT_SOURCE_LIMIT = 500;

type Group = SplitPreviewResult['groups'][number];

// /split – choose source, target and filters, preview what would move, then split (06 Products and split, 03)
export default async function SplitPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser(MERCHANT_WORK_ROLES, '/split');
  const merchantId = await requireMerchantId(user);
  const sp = await searchParams;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(sp)) if (typeof v === 'string') params.set(k, v);
  applyShelfGroup(params);
  const values = splitFieldValues(params);
  const db = await getDb();
  const sources = await listSplitSources(db, merchantId, SPLIT_SOURCE_LIMIT);

  // A preview is asked for by its button, or by a form that names a target. Choosing a source (or a shelf group)
  // before a target is typed only shows the source's shelf: nothing is validated yet.
  const wantsPreview = params.get(PREVIEW_PARAM) === '1' || !!params.get('target.sku');
  params.delete(PREVIEW_PARAM);
  const parsed = wantsPreview ? parseSplitForm(params) : null;
  let preview: SplitPreviewResult | null = null;
  let previewError: string | null = null;
  if (parsed?.data) {
    try {
      preview = await previewSplit(db, merchantId, parsed.data);
    } catch (err) {
      if (!isAppError(err)) throw err;
      previewError = err.code;
    }
  }
  const fe = parsed?.state?.fieldErrors ?? {};
  const field = fieldsOf({ ok: false, values, fieldErrors: fe });
  const options = sources.map((p) => ({ value: p.sku, label: `${p.sku} – ${p.name} (${p.available} free)` }));
  // A source asked for by SKU (the product page's "Split stock") that the list does not hold: the list shows the
  // first SPLIT_SOURCE_LIMIT products by SKU, so a large catalogue's product is added here with its figures.
  if (values.source_sku && !sources.some((p) => p.sku === values.source_sku)) {
    const chosen = await findProductBySku(db, merchantId, values.source_sku);
    options.unshift({
      value: values.source_sku,
      label:
        chosen && chosen.available > 0
          ? `${chosen.sku} – ${chosen.name} (${chosen.available} free)`
          : `${values.source_sku} (no free units)`,
    });
  }
  const listCut = sources.length >= SPLIT_SOURCE_LIMIT;
  const source = values.source_sku ? await findProductBySku(db, merchantId, values.source_sku) : null;
  const shelf = source ? await listFreeUnitGroups(db, merchantId, source.id) : null;

  return (
    <>
      <PageHeader
        title="Split product stock"
        description="Move units that are on the shelf and free from one product to another SKU, for example stock close to its best-before date. Units stay on their shelves and keep their dates and batches."
      />
      <form
        id="split-form"
        method="get"
        action="/split"
        className="form card section"
        noValidate
        aria-labelledby="split-what"
      >
        <h2 id="split-what">What to split</h2>
        {parsed?.state ? <ErrorMessage>{parsed.state.message}</ErrorMessage> : null}
        {options.length === 0 ? (
          <EmptyState title="No product has free stock to split">
            Units must be on the shelf and not reserved for an order.
          </EmptyState>
        ) : null}
        <div className="form-row">
          <SourceSelect
            {...field('source_sku', '')}
            label="Source product"
            placeholder="Choose a product"
            options={options}
            required
            hint={
              listCut
                ? `The first ${SPLIT_SOURCE_LIMIT} products with free stock, by SKU. For another, open it under Products and choose “Split stock”.`
                : 'Its free units on the shelf are listed below it once chosen.'
            }
          />
          <noscript>
            <div>
              <Button variant="secondary">Show its shelf</Button>
            </div>
          </noscript>
        </div>
        {source && shelf ? (
          <FreeUnitGroups sku={source.sku} {...shelf} formId="split-form" values={values} />
        ) : null}
        <Field
          {...field('target.sku')}
          label="Target SKU"
          hint="An existing active product receives the stock and is not changed. A new SKU is created as a copy of the source (GTIN included)."
          required
        />
        <Field
          {...field('target.name')}
          label="Name of a new target"
          hint="Only used when the target SKU is new. Default: the source product's name."
        />
        <TextArea
          {...field('target.name_translations')}
          label="Translated names of a new target"
          hint='Optional, one per line as language code = name, e.g. "fi = Maito".'
          rows={3}
        />
        <fieldset>
          <legend>Filters (optional; a unit must match all of them)</legend>
          <Field
            type="date"
            {...field('filters.best_before')}
            label="Best-before date"
            hint="Only units with exactly this date."
          />
          <Field
            {...field('filters.location')}
            label="Location code"
            hint="Only units on this shelf location."
          />
          <Field
            type="number"
            {...field('filters.max_quantity')}
            label="Maximum quantity"
            hint={`Move at most this many units, oldest receipts first. A split moves at most ${MAX_SPLIT_UNITS} units.`}
            min={1}
            step={1}
          />
        </fieldset>
        <div>
          <Button variant="secondary" name={PREVIEW_PARAM} value="1">
            Preview
          </Button>
        </div>
      </form>

      {source && !wantsPreview ? (
        <p className="muted section" data-testid="preview-hint">
          Type the target SKU, then Preview: it shows what would move before anything does.
        </p>
      ) : null}

      {previewError || preview ? (
        <section className="card section" aria-labelledby="preview-title" data-testid="split-preview">
          <h2 id="preview-title">Preview</h2>
          {previewError ? <ExplainedError code={previewError} /> : null}
          {preview ? <PreviewBody preview={preview} values={values} /> : null}
        </section>
      ) : null}
    </>
  );
}

function PreviewBody({ preview, values }: { preview: SplitPreviewResult; values: Record<string, string> }) {
  const t = preview.target;
  // A split that would be refused is not offered: the preview says only why, and what to do.
  if (preview.refusal) return <RefusalMessage refusal={preview.refusal} />;
  return (
    <>
      <p data-testid="preview-summary">
        {preview.too_large ? `More than ${MAX_SPLIT_UNITS}` : <strong>{preview.quantity}</strong>}{' '}
        {preview.quantity === 1 ? 'unit' : 'units'} would move from <code>{preview.source_sku}</code> to{' '}
        <code>{t.sku}</code>.
      </p>
      <p data-testid="preview-target">
        {t.status === 'existing' ? (
          <>
            The target <code>{t.sku}</code> exists (“{t.name}”): it receives the units and is not changed.
          </>
        ) : t.status === 'new' ? (
          <>
            The target <code>{t.sku}</code> is new: it will be created as a copy of{' '}
            <code>{preview.source_sku}</code> named “{t.name}”.
          </>
        ) : (
          <>
            The target <code>{t.sku}</code> belongs to an inactive product.
          </>
        )}
      </p>
      {preview.quantity === 0 ? (
        <EmptyState title="No unit matches: nothing would move.">
          Only units on the shelf and free can move; units reserved for an order, being picked, not yet
          shelved, written off or blocked stay. Loosen the filters.
        </EmptyState>
      ) : (
        <>
          <Table<Group>
            caption="Units that would move, by location and best-before date"
            rows={preview.groups}
            rowKey={(g) => `${g.location}|${g.best_before ?? ''}`}
            columns={[
              { header: 'Location', cell: (g) => g.location },
              { header: 'Best before', cell: (g) => g.best_before ?? 'No date' },
              { header: 'Units', cell: (g) => g.quantity, numeric: true },
            ]}
          />
          <SplitSubmitForm
            action={splitAction}
            values={values}
            idempotencyKey={randomUUID()}
            quantity={preview.quantity}
          />
        </>
      )}
    </>
  );
}

/** A split error in plain words. */
function ExplainedError({ code }: { code: string }) {
  const text = portalWording(code);
  return (
    <div data-testid="split-error" data-error-code={code}>
      <ErrorMessage title={text?.title}>
        {text?.text ?? 'Something went wrong; nothing was changed.'}
      </ErrorMessage>
    </div>
  );
}

/** What the split would refuse, found by the preview, and what to do about it. */
function RefusalMessage({ refusal }: { refusal: SplitRefusal }) {
  const w = splitRefusalWording(refusal);
  return (
    <div data-testid="split-error" data-error-code={refusal.code}>
      <ErrorMessage title={w.title}>{w.text}</ErrorMessage>
    </div>
  );
}
