/** Who calls the API: an API client by its token, or a portal user by the session (the portal's own calls). */
export interface Principal {
  kind: 'api_client' | 'user';
  /** OAuth client_id, or the portal user's id. */
  id: string;
  label: string;
  merchantId: string | null;
  scopes: readonly string[];
  role?: string;
  /** An API client's pinned API version (api_clients.api_version). */
  apiVersion?: string;
}
