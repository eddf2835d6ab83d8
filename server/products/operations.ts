import { z } from 'zod';
import { defineOperation } from '@/server/core/http/operation';
import { listEnvelope } from '@/server/core/schemas';
import { CreateProductBody, ListProductsQuery, ProductSchema, UpdateProductBody } from './schemas';

/** Merchant product API (05 §3). */
const product = z.object({ product: ProductSchema });

export const createProductOp = defineOperation({
  operationId: 'createProduct',
  method: 'POST',
  path: '/v1/products',
  summary: 'Create a product (SKU unique per merchant)',
  tag: 'Products',
  auth: 'bearer',
  scopes: ['products:manage'],
  merchantScoped: true,
  body: CreateProductBody,
  responses: { 201: { description: 'Created', schema: product } },
  errors: ['VALIDATION_ERROR', 'PRODUCT_SKU_TAKEN'],
});

export const listProductsOp = defineOperation({
  operationId: 'listProducts',
  method: 'GET',
  path: '/v1/products',
  summary: 'List products with their stock figures',
  description:
    '`sku` matches exactly; `q` matches part of the name, SKU or GTIN (case-insensitive); newest first.',
  tag: 'Products',
  auth: 'bearer',
  scopes: ['products:read'],
  merchantScoped: true,
  query: ListProductsQuery,
  responses: { 200: { description: 'Products', schema: listEnvelope('products', ProductSchema) } },
  errors: ['VALIDATION_ERROR'],
});

export const getProductOp = defineOperation({
  operationId: 'getProduct',
  method: 'GET',
  path: '/v1/products/{productId}',
  summary: 'Read a product with its stock figures',
  tag: 'Products',
  auth: 'bearer',
  scopes: ['products:read'],
  merchantScoped: true,
  responses: { 200: { description: 'The product', schema: product } },
  errors: ['PRODUCT_NOT_FOUND'],
});

export const updateProductOp = defineOperation({
  operationId: 'updateProduct',
  method: 'PATCH',
  path: '/v1/products/{productId}',
  summary: 'Change a product (the SKU is immutable)',
  tag: 'Products',
  auth: 'bearer',
  scopes: ['products:manage'],
  merchantScoped: true,
  body: UpdateProductBody,
  responses: { 200: { description: 'The product', schema: product } },
  errors: ['VALIDATION_ERROR', 'PRODUCT_NOT_FOUND'],
});
