import type { DbOrTx } from '@/db/client';
import { isAppError } from '@/server/core/errors';
import type { ReturnLabelDto } from '../schemas';
import { getReturnLabel } from './present-label';

/** What the return screen shows of its label: the latest request, none yet, or why it cannot be read. */
export type LabelState = { label: ReturnLabelDto | null; error?: string };

/** The label's current state for the return screen and its polling (02 §4.10). */
export async function readLabelState(db: DbOrTx, merchantId: string, returnId: string): Promise<LabelState> {
  try {
    return { label: await getReturnLabel(db, merchantId, returnId) };
  } catch (err) {
    if (isAppError(err) && err.code === 'RETURN_LABEL_NOT_FOUND') return { label: null };
    if (isAppError(err)) return { label: null, error: err.message };
    throw err;
  }
}
