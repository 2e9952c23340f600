import { useSyncExternalStore } from 'react';
import { STORAGE_CHANGE_EVENT, getStored } from './storage';

export interface Session {
  /** Signed in means an idToken is stored (SPEC §5); SPEC's "login flag equals 1" is its opposite. */
  signedIn: boolean;
  idToken: string | null;
  displayName: string | null;
  email: string | null;
}

let cached: Session = { signedIn: false, idToken: null, displayName: null, email: null };

// useSyncExternalStore needs the same object back while nothing changed.
function readSession(): Session {
  const idToken = getStored('idToken');
  const displayName = getStored('displayName');
  const email = getStored('email');
  if (idToken !== cached.idToken || displayName !== cached.displayName || email !== cached.email) {
    cached = { signedIn: Boolean(idToken), idToken, displayName, email };
  }
  return cached;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange); // other tabs
  window.addEventListener(STORAGE_CHANGE_EVENT, onChange); // this tab
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(STORAGE_CHANGE_EVENT, onChange);
  };
}

/** The signed-in state as stored in local storage; re-renders whenever it changes. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, readSession, readSession);
}
