import type { Db } from '@/db/client';
import { parseForm } from '@/server/core/http/form-state';
import type { FormState } from '@/server/core/http/form-state';
import { policyFromScreen, ReturnPolicyForm, shownFields } from './form-schemas';
import { getReturnPolicy, putReturnPolicy } from './return-policy';
import type { ReturnPolicyDto } from './schemas';

/**
 * A save of the Return policy screen: the form read with the API's schema, laid over the stored policy (a field
 * the screen does not show keeps its value), then stored as PUT /v1/return-policy stores it.
 */
export async function saveReturnPolicyScreen(
  db: Db,
  merchantId: string,
  formData: FormData,
): Promise<{ state: FormState; policy?: undefined } | { policy: ReturnPolicyDto; state?: undefined }> {
  const parsed = parseForm(ReturnPolicyForm, formData);
  if (parsed.state) return { state: parsed.state };
  const stored = await getReturnPolicy(db, merchantId);
  return {
    policy: await putReturnPolicy(
      db,
      merchantId,
      policyFromScreen(stored, parsed.data, shownFields(formData)),
    ),
  };
}
