import { logout as logoutEndpoint } from '@storybook/contract';
import { api } from '../../../lib/api-client';
import { clearStored } from '../../../lib/storage';

/**
 * SPEC §2 Logout: ends the server session and clears ALL local storage. The request is sent first,
 * so it still carries the bearer token, and is not awaited: a failed call never keeps anyone signed in.
 */
export function logout(): void {
  api(logoutEndpoint).catch(() => undefined);
  clearStored();
}
