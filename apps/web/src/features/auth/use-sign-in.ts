import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { loginToastOptions } from '../../config/toasts';
import { completeSignIn, SIGN_IN_FAILURE_MESSAGE } from './complete-sign-in';
import { openSignInPopup } from './open-sign-in-popup';

/**
 * The login page's one button: open the identity popup, then complete the sign-in with what it
 * hands back. A blocked popup, or one closed or failed without an identity, toasts SPEC's
 * failure. `inProgress` tells the page not to leave while the stored idToken is still the
 * popup's rather than the session's.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const inProgress = useRef(false);
  const [pending, setPending] = useState(false);

  async function signIn(popupUrl: string): Promise<void> {
    if (inProgress.current) return;
    inProgress.current = true;
    setPending(true);
    let next: Awaited<ReturnType<typeof completeSignIn>> = null;
    try {
      const identity = await openSignInPopup(popupUrl);
      next = await completeSignIn(identity);
    } catch {
      toast.error(SIGN_IN_FAILURE_MESSAGE, loginToastOptions);
    } finally {
      inProgress.current = false;
      setPending(false);
    }
    if (next) navigate(next);
  }

  return { signIn, pending, inProgress };
}
