import type { Db } from '@/db/client';
import { signAccessToken } from '@/server/auth/tokens';
import { verifySecretOrBurn } from '@/server/core/passwords';
import { findActiveClient } from './find-active-client';

/** OAuth 2.0 errors (RFC 6749 §5.2); E7 adds message and error_code to the standard shape. */
export class OAuthError extends Error {
  constructor(
    readonly error:
      | 'invalid_request'
      | 'invalid_client'
      | 'invalid_grant'
      | 'unauthorized_client'
      | 'unsupported_grant_type'
      | 'invalid_scope',
    readonly description: string,
  ) {
    super(description);
  }
  get status() {
    return this.error === 'invalid_client' ? 401 : 400;
  }
}

/** Client credentials grant (04 A4): no scope asks for every allowed scope; any scope not allowed is invalid_scope. */
export async function issueToken(
  db: Db,
  input: { clientId: string; clientSecret: string; scope: string | null },
): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number; scope: string }> {
  // No client id holds U+0000 (PostgreSQL text cannot): such an id is simply unknown.
  const client = input.clientId.includes('\0') ? null : await findActiveClient(db, input.clientId);
  // Verify against a dummy hash too, so an unknown client id takes as long as a wrong secret.
  const ok = await verifySecretOrBurn(input.clientSecret, client?.secretHash);
  if (!client || !ok) throw new OAuthError('invalid_client', 'Client authentication failed.');
  let scopes = client.scopes;
  if (input.scope !== null && input.scope.trim() !== '') {
    const asked = [...new Set(input.scope.trim().split(/\s+/))];
    const missing = asked.filter((s) => !client.scopes.includes(s));
    if (missing.length)
      throw new OAuthError('invalid_scope', `The client may not request: ${missing.join(' ')}.`);
    scopes = asked;
  }
  const { token, expiresIn } = await signAccessToken({
    clientId: client.clientId,
    merchantId: client.merchantId,
    scopes,
  });
  return { access_token: token, token_type: 'Bearer', expires_in: expiresIn, scope: scopes.join(' ') };
}
