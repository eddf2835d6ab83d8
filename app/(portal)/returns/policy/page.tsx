import { getDb } from '@/db/client';
import {
  Button,
  ErrorMessage,
  Field,
  Flash,
  PageHeader,
  Select,
  TextArea,
  type SearchParams,
} from '@/components/ui';
import { ADMIN_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { config } from '@/server/core/config';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { reasonLabel } from '@/server/returns/reads/reason-labels';
import { RETURN_REASON_CODES } from '@/server/returns/return-states';
import { getReturnPolicy } from '@/server/returns/policy/return-policy';
import { removeLogoAction, saveReturnPolicyAction } from './actions';

export const metadata = { title: 'Return policy' };

/** The logo upload's outcomes (POST /returns/policy/logo), read back from `?logo_error=`: fixed text only. */
const LOGO_ERRORS: Record<string, string> = {
  too_large: 'The logo is larger than 1 MB.',
  not_image: 'Choose a PNG, JPEG or WebP image (read from its content, not its name).',
  failed: 'The logo could not be stored. Try again.',
};

function Checks(props: {
  name: string;
  legend: string;
  values: readonly string[];
  checked: readonly string[];
  label: (v: string) => string;
}) {
  return (
    <fieldset className="field">
      <legend>{props.legend}</legend>
      {props.values.map((v) => (
        <div key={v}>
          <input
            type="checkbox"
            id={`${props.name}-${v}`}
            name={`${props.name}[]`}
            value={v}
            defaultChecked={props.checked.includes(v)}
          />{' '}
          <label htmlFor={`${props.name}-${v}`}>{props.label(v)}</label>
        </div>
      ))}
    </fieldset>
  );
}

// /returns/policy – the merchant's return policy and its customer returns page (merchant_admin)
export default async function ReturnPolicyPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser(ADMIN_ROLES, '/returns/policy');
  const merchantId = await requireMerchantId(user);
  const p = await getReturnPolicy(await getDb(), merchantId);
  const sp = await searchParams;
  const error = errorMessageFromSearch(sp.error);
  const why = typeof sp.field === 'string' && typeof sp.why === 'string' ? `${sp.field}: ${sp.why}` : null;
  const url = p.public_url_path ? `${config.publicUrl}${p.public_url_path}` : null;
  const logo = p.branding.logo
    ? new URL(p.branding.logo.url).pathname + new URL(p.branding.logo.url).search
    : null;
  const embed = url
    ? `<iframe src="${url}" title="Returns" style="width:100%;min-height:720px;border:0"></iframe>`
    : null;
  return (
    <>
      <PageHeader
        title="Return policy"
        description="The rules of your customer returns page, and of the return eligibility the API answers."
      />
      {sp.saved ? <Flash>Policy saved.</Flash> : null}
      {sp.logo === 'saved' ? <Flash>Logo saved.</Flash> : null}
      {sp.logo === 'removed' ? <Flash>Logo removed.</Flash> : null}
      <ErrorMessage title="Logo not saved:">
        {typeof sp.logo_error === 'string' ? (LOGO_ERRORS[sp.logo_error] ?? null) : null}
      </ErrorMessage>
      <ErrorMessage title="Not saved:">{why ?? error}</ErrorMessage>
      <section className="section card" aria-labelledby="page-title">
        <h2 id="page-title">Your returns page</h2>
        {url && p.enabled ? (
          <>
            <p>
              Public link: <a href={url}>{url}</a> (preview: open it, it is what your customers see)
            </p>
            <TextArea
              name="embed"
              id="embed-snippet"
              label="Embed snippet"
              readOnly
              rows={3}
              defaultValue={embed!}
            />
            <p className="field-hint">Framing works from the origins listed under embed origins.</p>
          </>
        ) : (
          <p>The page is off. Choose an address and enable it below.</p>
        )}
      </section>
      <section className="section card" aria-labelledby="logo-title">
        <h2 id="logo-title">Logo</h2>
        {logo ? (
          <p>
            {/* eslint-disable-next-line @next/next/no-img-element -- a signed link of 5 minutes, not an optimisable asset */}
            <img src={logo} alt="Your logo as customers see it" style={{ maxHeight: 64, maxWidth: 240 }} />
          </p>
        ) : (
          <p>No logo yet: the page shows the display name.</p>
        )}
        <form method="post" action="/returns/policy/logo" encType="multipart/form-data" className="form">
          <div className="field">
            <label htmlFor="logo-file">Logo file</label>
            <input id="logo-file" name="file" type="file" accept="image/png,image/jpeg,image/webp" required />
            <p className="field-hint">
              PNG, JPEG or WebP, at most 1 MB. Shown at the top of your returns page.
            </p>
          </div>
          <Button>Upload logo</Button>
        </form>
        {logo ? (
          <form action={removeLogoAction}>
            <Button variant="secondary">Remove logo</Button>
          </form>
        ) : null}
      </section>
      <form action={saveReturnPolicyAction} className="form section card" aria-labelledby="settings-title">
        <h2 id="settings-title">Settings</h2>
        <div className="field">
          <div>
            <input type="checkbox" id="enabled" name="enabled" defaultChecked={p.enabled} />{' '}
            <label htmlFor="enabled">Returns page enabled</label>
          </div>
        </div>
        <Field
          name="slug"
          label="Page address (/r/…)"
          hint="3-40 lowercase letters, digits and dashes."
          defaultValue={p.slug ?? ''}
        />
        <Field
          name="window_days"
          label="Return window (days)"
          type="number"
          min={1}
          max={365}
          defaultValue={p.window_days}
        />
        <Select
          name="window_starts"
          label="Window starts"
          options={[
            { value: 'order_processed', label: 'When the order was shipped (processed)' },
            { value: 'order_created', label: 'When the order was created' },
          ]}
          defaultValue={p.window_starts}
        />
        <Field
          name="allowed_countries"
          label="Countries accepted"
          hint="Two-letter codes separated by spaces (FI SE); empty accepts every country."
          defaultValue={p.allowed_countries.join(' ')}
        />
        <Checks
          name="reason_codes"
          legend="Reasons offered"
          values={RETURN_REASON_CODES}
          checked={p.reason_codes}
          label={reasonLabel}
        />
        <Checks
          name="note_required_for"
          legend="A note is required for"
          values={RETURN_REASON_CODES}
          checked={p.note_required_for}
          label={reasonLabel}
        />
        <Checks
          name="photo_required_for"
          legend="A photo is required for"
          values={RETURN_REASON_CODES}
          checked={p.photo_required_for}
          label={reasonLabel}
        />
        <Select
          name="review"
          label="Review"
          options={[
            { value: 'manual', label: 'Manual: requests wait in Return requests' },
            { value: 'automatic', label: 'Automatic: the return is registered at once' },
          ]}
          defaultValue={p.review}
        />
        <Checks
          name="methods"
          legend="Return methods"
          values={['prepaid_label', 'own_shipment']}
          checked={p.methods}
          label={(m) => (m === 'prepaid_label' ? 'Prepaid return label' : 'Customer sends it')}
        />
        <TextArea
          name="instructions.en"
          label="Instructions (English)"
          rows={2}
          defaultValue={p.instructions.en ?? ''}
        />
        <TextArea
          name="instructions.fi"
          label="Instructions (Finnish)"
          rows={2}
          defaultValue={p.instructions.fi ?? ''}
        />
        <TextArea
          name="instructions.sv"
          label="Instructions (Swedish)"
          rows={2}
          defaultValue={p.instructions.sv ?? ''}
        />
        <Field
          name="branding.display_name"
          id="display_name"
          label="Display name"
          defaultValue={p.branding.display_name ?? ''}
        />
        <Field
          name="branding.accent_color"
          id="accent_color"
          label="Accent colour"
          hint="Like #1a5c8a"
          defaultValue={p.branding.accent_color ?? ''}
        />
        <Field
          name="embed_origins"
          label="Embed origins"
          hint="https origins that may frame the page, separated by spaces."
          defaultValue={p.embed_origins.join(' ')}
        />
        <fieldset className="field">
          <legend>Exchanges</legend>
          <div>
            <input
              type="checkbox"
              id="exchanges_enabled"
              name="exchanges.enabled"
              defaultChecked={p.exchanges.enabled}
            />{' '}
            <label htmlFor="exchanges_enabled">Customers may ask for another size or colour instead</label>
          </div>
          <div>
            <input
              type="checkbox"
              id="exchanges_same_group"
              name="exchanges.same_variant_group_only"
              defaultChecked={p.exchanges.same_variant_group_only}
            />{' '}
            <label htmlFor="exchanges_same_group">Only within the returned product’s variant group</label>
          </div>
        </fieldset>
        <Select
          name="exchanges.release"
          id="exchanges_release"
          label="Send the exchange"
          options={[
            { value: 'on_registration', label: 'At once, when the return is registered' },
            { value: 'on_arrival', label: 'When the return arrives at the warehouse' },
            { value: 'on_inspection', label: 'When every exchanged item was inspected sellable' },
          ]}
          defaultValue={p.exchanges.release}
        />
        <Button>Save policy</Button>
      </form>
    </>
  );
}
