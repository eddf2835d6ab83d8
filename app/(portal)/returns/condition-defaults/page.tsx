import { getDb } from '@/db/client';
import {
  Button,
  ErrorMessage,
  Flash,
  LinkButton,
  PageHeader,
  Select,
  humanize,
  type SearchParams,
} from '@/components/ui';
import { MERCHANT_ADMIN_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { loadConditionDefaults } from '@/server/returns/lines/condition-defaults';
import { INSPECTION_CONDITIONS } from '@/server/returns/return-states';
import { saveConditionDefaultsAction } from './actions';

export const metadata = { title: 'Condition defaults' };

const CHOICES = [
  { value: 'to_shelf', label: 'To shelf' },
  { value: 'destroy', label: 'Destroy' },
  { value: 'resend', label: 'Resend' },
];

// /returns/condition-defaults – the merchant's default line decision per inspected condition (merchant_admin)
export default async function ConditionDefaultsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const user = await requireUser(MERCHANT_ADMIN_ROLES, '/returns/condition-defaults');
  const merchantId = await requireMerchantId(user);
  const defaults = await loadConditionDefaults(await getDb(), merchantId);
  const sp = await searchParams;
  const error = errorMessageFromSearch(sp.error);
  return (
    <>
      <PageHeader
        title="Condition defaults"
        description="What happens to a returned line the warehouse inspected, when you have not decided that line yourself."
      />
      {sp.saved ? <Flash>Defaults saved.</Flash> : null}
      <ErrorMessage title="Not saved:">{error}</ErrorMessage>
      <section className="section card" aria-labelledby="defaults-title">
        <h2 id="defaults-title">Default line decision per condition</h2>
        <p>
          When you decide a return &ldquo;to shelf&rdquo; or &ldquo;resend as new&rdquo;, each line you leave
          on its default takes the decision set here for the condition the warehouse found it in (resend only
          under &ldquo;resend as new&rdquo;); a decision you make for a line always wins, and a condition
          without a default follows the whole return&apos;s decision.
        </p>
        <form action={saveConditionDefaultsAction} className="form" aria-labelledby="defaults-title">
          {INSPECTION_CONDITIONS.map((c) => (
            <Select
              key={c}
              name={`defaults.${c}`}
              label={humanize(c)}
              placeholder="No default"
              options={CHOICES}
              defaultValue={defaults.get(c) ?? ''}
            />
          ))}
          <Button>Save defaults</Button>
        </form>
      </section>
      <p>
        <LinkButton href="/returns">Back to returns</LinkButton>
      </p>
    </>
  );
}
