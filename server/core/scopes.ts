import { z } from 'zod';

/** API scopes (04 A5). `:manage` does not imply `:read`. */
export const MERCHANT_SCOPES = [
  'orders:read',
  'orders:manage',
  'order_returns:read',
  'order_returns:manage',
  'products:read',
  'products:manage',
  'webhooks:manage',
  'billing:read',
] as const;
export const OPERATOR_SCOPES = ['ops:admin', 'warehouse:operate'] as const;
export const ALL_SCOPES = [...MERCHANT_SCOPES, ...OPERATOR_SCOPES] as const;

export type MerchantScope = (typeof MERCHANT_SCOPES)[number];
export type OperatorScope = (typeof OPERATOR_SCOPES)[number];
export type Scope = (typeof ALL_SCOPES)[number];

export const MerchantScopeSchema = z.enum(MERCHANT_SCOPES);
export const ScopeSchema = z.enum(ALL_SCOPES);

export const READ_SCOPES: Scope[] = ['orders:read', 'order_returns:read', 'products:read'];
