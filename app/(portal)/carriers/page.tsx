import { getDb } from '@/db/client';
import { PageHeader } from '@/components/ui';
import { OPERATOR_ROLES, requireUser } from '@/server/auth/portal-session';
import { listCarriers } from '@/server/outbound/carrier-templates';
import { updateCarrierAction } from './actions';
import { CarrierForm } from './carrier-form';

export const metadata = { title: 'Carriers' };

// /carriers – operator administration of the carriers' tracking URL templates (docs/decisions/outbound.md)
export default async function CarriersPage() {
  await requireUser(OPERATOR_ROLES, '/carriers');
  const carriers = await listCarriers(await getDb());
  return (
    <>
      <PageHeader
        title="Carriers"
        description="Where a shipment's tracking link points: each carrier's tracking page, {code} standing for the first tracking code. A change applies to shipments made after it."
      />
      {carriers.map((c) => (
        <CarrierForm key={c.code} action={updateCarrierAction} carrier={c} />
      ))}
    </>
  );
}
