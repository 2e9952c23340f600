import { ApiError } from './api-error';
import { getStored, removeStored } from './storage';

/** Fired on `window` when the server no longer knows the stored session (expired or revoked). */
export const SESSION_ENDED_EVENT = 'storybook:session-ended';

/** SPEC §3's stored identity: what a signed-out browser must not keep. Other keys (a draft) stay. */
const IDENTITY_KEYS = ['idToken', 'displayName', 'email'] as const;

/**
 * A call made with `sentToken` answered 401: the session is over. The browser signs out (the
 * identity keys go, so no screen still says "Welcome") and the app is told, so it can offer to sign
 * in again where the user is. Not when the stored token changed meanwhile (a logout, or a new
 * sign-in), which already settled who is signed in.
 */
export function reportSessionEnded(sentToken: string): void {
  if (getStored('idToken') !== sentToken) return;
  for (const key of IDENTITY_KEYS) removeStored(key);
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}

/** An error the session-ended prompt already answers: screens should not add their own message. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
