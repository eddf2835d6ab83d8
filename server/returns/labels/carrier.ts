import { randomBytes } from 'node:crypto';
import { config } from '@/server/core/config';

/**
 * The carrier step of a return label (04 C3): books the parcel and hands back a tracking code. The local
 * implementation stands in for a real carrier; LABEL_CARRIER_DELAY_MS (default 1500) is its response time.
 */
export interface LabelCarrier {
  bookReturnParcel(input: { orderReturnId: string; merchantId: string }): Promise<{ trackingCode: string }>;
}

export class CarrierUnavailableError extends Error {}

export const localCarrier: LabelCarrier = {
  async bookReturnParcel() {
    const delay = config.labelCarrierDelayMs;
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    return { trackingCode: `RT${randomBytes(5).toString('hex').toUpperCase()}FI` };
  },
};

const holder: { carrier?: LabelCarrier } = ((globalThis as any).__fpLabelCarrier ??= {});

export function getCarrier(): LabelCarrier {
  return holder.carrier ?? localCarrier;
}

/** Tests swap in a failing or slow carrier; null restores the local one. */
export function setCarrierForTests(carrier: LabelCarrier | null): void {
  holder.carrier = carrier ?? undefined;
}
