import { OIDC_START_PATH } from '@storybook/contract';
import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { loginToastOptions } from '../../config/toasts';
import { API_BASE } from '../../lib/api-client';
import { useAuthProvider } from './api/get-auth-provider';
import { completeSignIn, SIGN_IN_FAILURE_MESSAGE } from './complete-sign-in';
import { openSignInPopup } from './open-sign-in-popup';
import { SIGN_IN_POPUP_PATH } from './paths';

/**
 * The one sign-in button (login page, and the prompt when a session ends): open the identity
 * popup, then complete the sign-in with what it hands back. A blocked popup, or one closed or
 * failed without an identity, toasts SPEC's failure. `signIn` answers where SPEC goes next (200
 * -> /, 201 -> /login), or null; the caller decides whether to go. `inProgress` tells the login
 * page not to leave while the stored idToken is still the popup's rather than the session's.
 */
export function useSignIn() {
  const provider = useAuthProvider();
  const inProgress = useRef(false);
  const [pending, setPending] = useState(false);

  const oidc = provider.data?.kind === 'oidc' ? provider.data : null;
  const label = oidc ? `Sign in with ${oidc.name}` : 'Sign in';
  // OpenID Connect goes straight from the fresh popup to the issuer, so the popup keeps its opener.
  const popupUrl = oidc ? `${API_BASE}${OIDC_START_PATH}` : SIGN_IN_POPUP_PATH;

  async function signIn(): Promise<'/' | '/login' | null> {
    if (inProgress.current) return null;
    inProgress.current = true;
    setPending(true);
    try {
      const identity = await openSignInPopup(popupUrl);
      return await completeSignIn(identity);
    } catch {
      toast.error(SIGN_IN_FAILURE_MESSAGE, loginToastOptions);
      return null;
    } finally {
      inProgress.current = false;
      setPending(false);
    }
  }

  return { signIn, label, ready: !provider.isPending, pending, inProgress };
}
