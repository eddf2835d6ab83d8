import { z } from 'zod';
import { checkboxGroupOrNull, formFlag } from '@/server/core/http/form-fields';
import { CreateCatalogServiceBody, CreatePickupPointBody } from './schemas';

/** The operator's "Create catalog service": active is a select of true/false; no merchant ticked: every merchant. */
export const CreateCatalogServiceForm = z.object({
  catalog_service: CreateCatalogServiceBody.shape.catalog_service.extend({
    active: formFlag(),
    merchant_ids: checkboxGroupOrNull(CreateCatalogServiceBody.shape.catalog_service.shape.merchant_ids),
  }),
});

/** The operator's "Create pickup point": active is a select of true/false. */
export const CreatePickupPointForm = z.object({
  pickup_point: CreatePickupPointBody.shape.pickup_point.extend({ active: formFlag() }),
});
