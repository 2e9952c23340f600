import { lazy, Suspense, useEffect, useState } from 'react';
import { SESSION_ENDED_EVENT } from '../../lib/session-ended';

// The prompt (a dialog library and the sign-in flow) is fetched only when a session does end.
const SessionEndedPrompt = lazy(() =>
  import('../../features/auth/session-ended-prompt').then((m) => ({ default: m.SessionEndedPrompt })),
);

/** Offers to sign in again when the session ends; nothing until then. */
export function SessionEnded() {
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    const show = () => setEnded(true);
    window.addEventListener(SESSION_ENDED_EVENT, show);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, show);
  }, []);
  if (!ended) return null;
  return (
    <Suspense fallback={null}>
      <SessionEndedPrompt initiallyOpen />
    </Suspense>
  );
}
