import { jwtVerify, SignJWT } from 'jose';
import type { OidcChecks } from './oidc-client.js';

const STATE_AUDIENCE = 'storybook:oidc-state';
/** Time to finish signing in at the issuer. */
export const STATE_TTL_SECONDS = 10 * 60;

/** State, nonce and PKCE verifier of one sign-in, signed so that they can ride in a cookie. */
export function sealOidcState(key: Uint8Array, checks: OidcChecks): Promise<string> {
  return new SignJWT({ ...checks })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(STATE_AUDIENCE)
    .setExpirationTime(`${STATE_TTL_SECONDS}s`)
    .sign(key);
}

/** The checks of a sealed state; throws when it is forged or expired. */
export async function openOidcState(key: Uint8Array, sealed: string): Promise<OidcChecks> {
  const { payload } = await jwtVerify(sealed, key, { algorithms: ['HS256'], audience: STATE_AUDIENCE });
  return payload as unknown as OidcChecks;
}
