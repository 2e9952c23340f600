import type { Identity } from '@storybook/contract';
import { toast } from 'react-toastify';
import { loginToastOptions } from '../../config/toasts';
import { removeStored, setStored } from '../../lib/storage';
import { sendLogin } from './api/login';

/** SPEC §2 Login and §8: the login page's toasts. */
const SIGN_IN_SUCCESS_MESSAGE = 'Signed In Successfully';
export const SIGN_IN_FAILURE_MESSAGE = 'Sign In Unsuccessful';
const LOGIN_BACKEND_ERROR_MESSAGE = 'Error sending user data to backend';

/**
 * Turns the identity step's result into a session: the identity is stored (SPEC §3: idToken,
 * displayName, email), traded by POST /api/login (bearer), and the session token kept as the
 * stored idToken. Answers where to go next (SPEC §7: 200 -> /, 201 -> /login), or null on failure.
 */
export async function completeSignIn(identity: Identity): Promise<'/' | '/login' | null> {
  setStored('idToken', identity.idToken);
  setStored('displayName', identity.displayName);
  setStored('email', identity.email);
  try {
    const { status, session } = await sendLogin(identity);
    setStored('idToken', session.token);
    toast.success(SIGN_IN_SUCCESS_MESSAGE, loginToastOptions);
    return status === 201 ? '/login' : '/';
  } catch {
    // The popup's short-lived ID token opens nothing; leaving it stored would look signed in.
    removeStored('idToken');
    removeStored('displayName');
    removeStored('email');
    toast.error(LOGIN_BACKEND_ERROR_MESSAGE, loginToastOptions);
    return null;
  }
}
