import type { Identity } from '@storybook/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { finishPopup, identityMessage } from '../popup-messages';
import { LocalAccountForm, type FormMode } from './local-account-form';
import { PopupShell } from './popup-shell';

/**
 * The identity step of built-in accounts, in the popup the login page opens: sign in or create an
 * account, then hand `{ displayName, email, idToken }` to the login page and close.
 */
export function SignInPopupPage() {
  const [mode, setMode] = useState<FormMode>('sign-in');
  const [orphaned, setOrphaned] = useState(false);

  function handleIdentity(identity: Identity) {
    // Opened on its own (not from the login page), there is no one to hand the identity to.
    if (!finishPopup(identityMessage(identity))) setOrphaned(true);
  }

  if (orphaned) {
    return (
      <PopupShell title="Almost there">
        <p className="text-ink-soft">Your account is ready. Sign in from the login page to continue.</p>
        <Link to="/Login" className="btn-primary mt-6 w-full">
          Go to the login page
        </Link>
      </PopupShell>
    );
  }

  const creating = mode === 'create';
  return (
    <PopupShell title={creating ? 'Create your account' : 'Sign in to Storybook'}>
      {/* Keyed so switching modes starts a clean form. */}
      <LocalAccountForm key={mode} mode={mode} onIdentity={handleIdentity} />
      <p className="mt-6 text-center text-ink-soft">
        {creating ? 'Already have an account?' : 'New here?'}{' '}
        <button
          type="button"
          onClick={() => setMode(creating ? 'sign-in' : 'create')}
          className="font-bold text-coral-700 underline underline-offset-4 hover:text-coral-800"
        >
          {creating ? 'Sign in instead' : 'Create an account'}
        </button>
      </p>
    </PopupShell>
  );
}
