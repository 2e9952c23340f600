import { login, loginResponseSchema, type Identity, type LoginResponse } from '@storybook/contract';
import { API_BASE } from '../../../lib/api-client';

/**
 * SPEC §7 POST /login with the identity's ID token as bearer. Answers the status too, since
 * SPEC tells 200 (go to /) from 201 (go to /login) — which the shared client does not expose.
 */
export async function sendLogin(identity: Identity): Promise<{ status: number; session: LoginResponse }> {
  const response = await fetch(`${API_BASE}${login.path}`, {
    method: login.method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${identity.idToken}`,
    },
    body: JSON.stringify({ name: identity.displayName, email: identity.email, idToken: identity.idToken }),
  });
  if (!response.ok) throw new Error(`POST ${login.path} answered ${response.status}`);
  return { status: response.status, session: loginResponseSchema.parse(await response.json()) };
}
