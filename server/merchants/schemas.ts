import { z } from 'zod';
import { MerchantScopeSchema, OPERATOR_SCOPES } from '@/server/core/scopes';
import { Timestamp } from '@/server/core/schemas';

export const MerchantSchema = z
  .object({ id: z.string(), name: z.string(), created_at: Timestamp })
  .meta({ id: 'Merchant' });
export type MerchantDto = z.infer<typeof MerchantSchema>;

export const CreateMerchantBody = z.strictObject({
  merchant: z.strictObject({ name: z.string().trim().min(1, 'Required.').max(200) }),
});

export const ApiClientSchema = z
  .object({
    client_id: z.string(),
    client_secret: z.string().optional(),
    name: z.string(),
    scopes: z.array(z.string()),
    created_at: Timestamp,
    last_used_at: Timestamp.nullable().optional(),
    /** The dated API version its requests are served in unless they name another (Fulfilment-Version). */
    api_version: z.string().optional(),
  })
  .meta({ id: 'ApiClient' });

export const CreateApiClientBody = z.strictObject({
  api_client: z.strictObject({
    name: z.string().trim().min(1, 'Required.').max(200),
    scopes: z.array(MerchantScopeSchema).min(1, 'Give at least one scope.'),
  }),
});
export type CreateApiClientInput = z.infer<typeof CreateApiClientBody>['api_client'];

export const MERCHANT_ROLES = ['merchant_admin', 'merchant_staff'] as const;
export const OPERATOR_ROLES = ['warehouse_staff', 'operator_admin'] as const;
export const ROLES = [...MERCHANT_ROLES, ...OPERATOR_ROLES] as const;
export type Role = (typeof ROLES)[number];

const email = z.string().trim().toLowerCase().email('Must be a valid e-mail address.').max(254);
const password = z.string().min(10, 'Use at least 10 characters.').max(200);

export const CreateMerchantUserBody = z.strictObject({
  user: z.strictObject({
    email,
    password,
    role: z.enum(MERCHANT_ROLES),
    name: z.string().trim().min(1).max(200).optional(),
  }),
});
export const CreateOperatorUserBody = z.strictObject({
  user: z.strictObject({
    email,
    password,
    role: z.enum(OPERATOR_ROLES),
    name: z.string().trim().min(1).max(200).optional(),
  }),
});
export type CreateUserInput = { email: string; password: string; role: Role; name?: string };

export const UserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    merchant_id: z.string().nullable(),
    name: z.string().nullable().meta({ description: 'Shown in the portal header and in change histories.' }),
    created_at: Timestamp,
  })
  .meta({ id: 'User' });

export const OperatorScopeList = z.array(z.enum(OPERATOR_SCOPES));
