import { notFoundHandlers } from '@/server/core/http/not-found-route';

// Any unknown API path – 404 NOT_FOUND in the API's error shape (04 A3, E8)
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = notFoundHandlers;
