import { z } from 'zod';
import { READ_SCOPES } from '@/server/core/scopes';
import { defineOperation } from '@/server/core/http/operation';
import { listEnvelope } from '@/server/core/schemas';
import {
  CatalogServiceSchema,
  CreateCatalogServiceBody,
  CreatePickupPointBody,
  ListCatalogServicesQuery,
  ListPickupPointsQuery,
  PickupPointSchema,
  UpdateCatalogServiceBody,
  UpdatePickupPointBody,
} from './schemas';

/** Catalog services and pickup points (05 §2). */
const service = z.object({ catalog_service: CatalogServiceSchema });
const point = z.object({ pickup_point: PickupPointSchema });

export const createCatalogServiceOp = defineOperation({
  operationId: 'createCatalogService',
  method: 'POST',
  path: '/ops/v1/catalog-services',
  summary: 'Create a catalog service (kind extra or delivery)',
  tag: 'Operator administration',
  auth: 'bearer',
  scopes: ['ops:admin'],
  body: CreateCatalogServiceBody,
  responses: { 201: { description: 'Created', schema: service } },
  errors: ['VALIDATION_ERROR', 'CATALOG_SERVICE_CODE_TAKEN'],
});

export const listAllCatalogServicesOp = defineOperation({
  operationId: 'listAllCatalogServices',
  method: 'GET',
  path: '/ops/v1/catalog-services',
  summary: 'List every catalog service, active or not',
  tag: 'Operator administration',
  auth: 'bearer',
  scopes: ['ops:admin'],
  query: ListCatalogServicesQuery,
  responses: {
    200: { description: 'Catalog services', schema: listEnvelope('catalog_services', CatalogServiceSchema) },
  },
  errors: ['VALIDATION_ERROR'],
});

export const updateCatalogServiceOp = defineOperation({
  operationId: 'updateCatalogService',
  method: 'PATCH',
  path: '/ops/v1/catalog-services/{catalogServiceId}',
  summary: 'Change a catalog service',
  tag: 'Operator administration',
  auth: 'bearer',
  scopes: ['ops:admin'],
  body: UpdateCatalogServiceBody,
  responses: { 200: { description: 'The service', schema: service } },
  errors: ['VALIDATION_ERROR', 'CATALOG_SERVICE_NOT_FOUND', 'CATALOG_SERVICE_CODE_TAKEN'],
});

export const createPickupPointOp = defineOperation({
  operationId: 'createPickupPoint',
  method: 'POST',
  path: '/ops/v1/pickup-points',
  summary: 'Create a pickup point',
  tag: 'Operator administration',
  auth: 'bearer',
  scopes: ['ops:admin'],
  body: CreatePickupPointBody,
  responses: { 201: { description: 'Created', schema: point } },
  errors: ['VALIDATION_ERROR'],
});

export const listAllPickupPointsOp = defineOperation({
  operationId: 'listAllPickupPoints',
  method: 'GET',
  path: '/ops/v1/pickup-points',
  summary: 'List every pickup point, active or not',
  tag: 'Operator administration',
  auth: 'bearer',
  scopes: ['ops:admin'],
  query: ListPickupPointsQuery,
  responses: {
    200: { description: 'Pickup points', schema: listEnvelope('pickup_points', PickupPointSchema) },
  },
  errors: ['VALIDATION_ERROR'],
});

export const updatePickupPointOp = defineOperation({
  operationId: 'updatePickupPoint',
  method: 'PATCH',
  path: '/ops/v1/pickup-points/{pickupPointId}',
  summary: 'Change a pickup point',
  tag: 'Operator administration',
  auth: 'bearer',
  scopes: ['ops:admin'],
  body: UpdatePickupPointBody,
  responses: { 200: { description: 'The pickup point', schema: point } },
  errors: ['VALIDATION_ERROR', 'PICKUP_POINT_NOT_FOUND'],
});

export const listCatalogServicesOp = defineOperation({
  operationId: 'listCatalogServices',
  method: 'GET',
  path: '/v1/catalog-services',
  summary: 'Active catalog services available to the merchant',
  tag: 'Catalog',
  auth: 'bearer',
  scopes: READ_SCOPES,
  merchantScoped: true,
  query: ListCatalogServicesQuery,
  responses: {
    200: { description: 'Catalog services', schema: listEnvelope('catalog_services', CatalogServiceSchema) },
  },
  errors: ['VALIDATION_ERROR'],
});

export const listPickupPointsOp = defineOperation({
  operationId: 'listPickupPoints',
  method: 'GET',
  path: '/v1/pickup-points',
  summary: 'Active pickup points',
  tag: 'Catalog',
  auth: 'bearer',
  scopes: READ_SCOPES,
  merchantScoped: true,
  query: ListPickupPointsQuery,
  responses: {
    200: { description: 'Pickup points', schema: listEnvelope('pickup_points', PickupPointSchema) },
  },
  errors: ['VALIDATION_ERROR'],
});
