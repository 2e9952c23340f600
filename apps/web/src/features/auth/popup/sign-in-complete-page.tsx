import { identitySchema, SIGN_IN_COMPLETE_PAGE } from '@storybook/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { completeSignIn } from '../complete-sign-in';
import { finishPopup, identityMessage } from '../popup-messages';
import { PopupShell } from './popup-shell';

type Outcome = { kind: 'identity'; identity: ReturnType<typeof identitySchema.parse> } | { kind: 'error'; message: string };

const GENERIC_FAILURE = 'Sign-in did not complete. Please try again.';

/** The server puts the identity, or an `error` message, in the fragment of SIGN_IN_COMPLETE_PAGE. */
function readFragment(hash: string): Outcome {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const error = params.get('error');
  if (error) return { kind: 'error', message: error };
  const identity = identitySchema.safeParse({
    displayName: params.get('displayName'),
    email: params.get('email'),
    idToken: params.get('idToken'),
  });
  return identity.success ? { kind: 'identity', identity: identity.data } : { kind: 'error', message: GENERIC_FAILURE };
}

/**
 * Where the OpenID Connect popup lands after the issuer: hands the result to the login page and
 * closes. Without an opener (some browsers cut it on the way back) it signs in right here instead.
 */
export function SignInCompletePage() {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [outcome] = useState(() => readFragment(hash));
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    // The ID token leaves the address bar and history at once.
    navigate(SIGN_IN_COMPLETE_PAGE, { replace: true });
    if (outcome.kind === 'error') {
      // The login page toasts the failure; the popup stays to say why.
      finishPopup({ type: 'storybook:sign-in-failed', message: outcome.message }, { close: false });
      return;
    }
    if (finishPopup(identityMessage(outcome.identity))) return;
    void completeSignIn(outcome.identity).then((next) => navigate(next ?? '/Login', { replace: true }));
  }, [outcome, navigate]);

  if (outcome.kind === 'error') {
    return (
      <PopupShell title="Sign-in did not work">
        <p role="alert" className="text-ink-soft">
          {outcome.message}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" className="btn-primary" onClick={() => window.close()}>
            Close window
          </button>
          <Link to="/Login" className="btn-secondary">
            Back to login
          </Link>
        </div>
      </PopupShell>
    );
  }
  return (
    <PopupShell title="Signing you in">
      <p className="text-ink-soft" aria-live="polite">
        Just a moment…
      </p>
    </PopupShell>
  );
}
