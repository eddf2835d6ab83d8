'use server';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { portalActor, requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { isId } from '@/server/core/ids';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';
import { MAX_BATCH, startPickingBatch, warehouseOrder } from '@/server/outbound/portal-data';
import { reportProblem, resolveProblem } from '@/server/outbound/report-problem';
import { ReportProblemBody } from '@/server/outbound/schemas';
import { parseForm } from '@/server/core/http/form-state';
import { shipOrder } from '@/server/outbound/ship-order';
import { startPicking } from '@/server/outbound/start-picking';
import { formatPacked, parsePacked } from './packed';
import {
  scanMessage,
  scanUnit,
  stepLine,
  type ScanLine,
  type ScanOutcome,
  type ScanResult,
} from '@/server/outbound/scan-unit';
import {
  applyParcelOp,
  formatParcels,
  parcelsFromForm,
  parseParcels,
  shipmentFromForm,
  type ParcelDraft,
} from './parcels';

const str = (f: FormData, k: string) => String(f.get(k) ?? '').trim();
/** The ship form's draft (parcels, carrier, service) as the scan and +1/−1 forms carry it back. */
const draft = (f: FormData) => ({
  parcels: formatParcels(parseParcels(str(f, 'parcels'))),
  carrier: str(f, 'carrier').slice(0, 40),
  service: str(f, 'service').slice(0, 100),
});
const orderPath = (id: string) => `/warehouse/outbound/${encodeURIComponent(id)}`;

/** The order's page with these parameters (empty ones left out). */
function orderUrl(orderId: string, params: Record<string, string>): string {
  const q = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== ''));
  return `${orderPath(orderId)}${q.size ? `?${q}` : ''}`;
}

function back(orderId: string, params: Record<string, string>): never {
  redirect(orderUrl(orderId, params));
}

/** An operation on the order, then its page: `done`, or the parameters `onError` makes of the refusal's code. */
async function operateThenBack(
  orderId: string,
  run: () => Promise<string>,
  onError: (error: string) => Record<string, string> = (error) => ({ error }),
): Promise<never> {
  return redirectAfterAction((done, error) => orderUrl(orderId, error ? onError(error) : { done }), run, [
    '/warehouse/outbound',
  ]);
}

/** Start picking the selected orders (at most 50): the merged pick list follows. */
export async function startBatchAction(formData: FormData): Promise<void> {
  const user = await requireUser(WAREHOUSE_ROLES);
  const ids = formData.getAll('order').map(String).filter(isId);
  if (!ids.length) redirect('/warehouse/outbound?error=VALIDATION_ERROR');
  if (ids.length > MAX_BATCH) redirect('/warehouse/outbound?too_many=1');
  const { started, refused } = await startPickingBatch(await getDb(), ids, portalActor(user));
  revalidatePath('/warehouse/outbound');
  redirect(`/warehouse/outbound/pick?orders=${started.join(',')}&refused=${refused.length}`);
}

export async function startOneAction(formData: FormData): Promise<void> {
  const user = await requireUser(WAREHOUSE_ROLES);
  const orderId = str(formData, 'orderId');
  await operateThenBack(orderId, async () => {
    await startPicking(await getDb(), WAREHOUSE_SCOPE, orderId, portalActor(user));
    return 'picking';
  });
}

/** A scan (or +1 / −1) on the order's lines: the outcome and the screen's address that shows it. */
async function packOnce(
  formData: FormData,
  pack: (lines: ScanLine[], packed: Map<string, number>) => ScanResult,
): Promise<{ outcome: ScanOutcome; message: string; packed: string; href: string }> {
  await requireUser(WAREHOUSE_ROLES);
  const orderId = str(formData, 'orderId');
  const order = await warehouseOrder(await getDb(), orderId);
  if (!order) redirect('/warehouse/outbound');
  const res = pack(order.lines, parsePacked(str(formData, 'packed')));
  const packed = formatPacked(res.packed);
  return {
    outcome: res.outcome,
    message: scanMessage(res.outcome, res.line, res.packed),
    packed,
    href: orderUrl(orderId, {
      packed,
      ...draft(formData),
      scan: res.outcome,
      ...(res.line ? { line: res.line.id } : {}),
    }),
  };
}

const scanOf = (formData: FormData) => (lines: ScanLine[], packed: Map<string, number>) =>
  scanUnit(lines, packed, str(formData, 'code'));

/** A scanned (or typed) SKU or GTIN confirms one unit (server/outbound/scan-unit.ts); the page shows the outcome. */
export async function scanAction(formData: FormData): Promise<void> {
  redirect((await packOnce(formData, scanOf(formData))).href);
}

/** The same scan for the pack screen's script: the outcome to say and sound, without leaving the page. */
export async function scanInPlaceAction(formData: FormData) {
  return packOnce(formData, scanOf(formData));
}

/** The same by clicking: +1 or −1 on a line (a +1 past what is held says so). */
export async function packLineAction(formData: FormData): Promise<void> {
  const step = str(formData, 'step') === '-1' ? -1 : 1;
  const res = await packOnce(formData, (lines, packed) =>
    stepLine(lines, packed, str(formData, 'itemId'), step),
  );
  redirect(res.href);
}

/**
 * The ship form: "Add a parcel" and "Remove" (`parcel_op`) come back to the form with what was typed; "Ship" sends
 * what was packed in the parcels given (one label each). The form carries a key made when it was shown:
 * submitting it twice (a double click, a resent form) answers the same shipment.
 */
export async function shipAction(formData: FormData): Promise<void> {
  const user = await requireUser(WAREHOUSE_ROLES);
  const orderId = str(formData, 'orderId');
  const packed = parsePacked(str(formData, 'packed'));
  const carrier = str(formData, 'carrier');
  const service = str(formData, 'service').slice(0, 100);
  const rows = parcelsFromForm(formData);
  const keep = (parcels: ParcelDraft[]) => ({
    packed: formatPacked(packed),
    parcels: formatParcels(parcels),
    carrier,
    service,
  });
  const op = str(formData, 'parcel_op');
  if (op) back(orderId, { ...keep(applyParcelOp(rows, op)), ship: 'parcels' });
  const built = shipmentFromForm(rows, { carrier, service, packed });
  if (!built.shipment) back(orderId, { ...keep(rows), error: 'VALIDATION_ERROR', ship: 'invalid' });
  const key = str(formData, 'key');
  await operateThenBack(
    orderId,
    async () => {
      await shipOrder(await getDb(), WAREHOUSE_SCOPE, orderId, built.shipment, {
        key: /^[\x21-\x7e]{1,64}$/.test(key) ? key : null,
        rawBody: { shipment: built.shipment },
        actor: portalActor(user),
      });
      return 'shipped';
    },
    (error) => ({ ...keep(rows), error }),
  );
}

/**
 * "Report a problem": the form's fields are the API's paths (`problem.code`, `problem.note`), read with the API's
 * own schema, so the portal and the API refuse the same reports (an "other" without a note). A refused report
 * comes back with its code and line, and the page names the field to correct with the same schema.
 */
export async function problemAction(formData: FormData): Promise<void> {
  const user = await requireUser(WAREHOUSE_ROLES);
  const orderId = str(formData, 'orderId');
  const refused = (error: string) => ({
    error,
    problem_code: str(formData, 'problem.code'),
    problem_item: str(formData, 'problem.item_id'),
  });
  const { data } = parseForm(ReportProblemBody, formData);
  if (!data) back(orderId, refused('VALIDATION_ERROR'));
  await operateThenBack(
    orderId,
    async () => {
      const res = await reportProblem(
        await getDb(),
        WAREHOUSE_SCOPE,
        orderId,
        data.problem,
        portalActor(user),
      );
      return res.replacement ? 'replaced' : 'problem';
    },
    refused,
  );
}

export async function resolveAction(formData: FormData): Promise<void> {
  const user = await requireUser(WAREHOUSE_ROLES);
  const orderId = str(formData, 'orderId');
  await operateThenBack(orderId, async () => {
    await resolveProblem(await getDb(), WAREHOUSE_SCOPE, orderId, portalActor(user));
    return 'resolved';
  });
}
