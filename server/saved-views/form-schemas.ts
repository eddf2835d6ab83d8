import { z } from 'zod';
import { SaveViewInputSchema, type SavedViewList } from './schemas';

/**
 * "Save view" on a list screen: the view's name and the list's current filters; which list it is comes from
 * the screen's action, not the form.
 */
export function saveViewForm(list: SavedViewList) {
  return z.preprocess((v) => ({ ...(v && typeof v === 'object' ? v : {}), list }), SaveViewInputSchema);
}
