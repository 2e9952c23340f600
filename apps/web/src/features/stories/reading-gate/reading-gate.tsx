import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from '../../../lib/session';
import { useReadingTimeUp } from './reading-time';

// Most readers never see the prompt: its dialog code loads when the time is up.
const LoginPrompt = lazy(() => import('./login-prompt').then((m) => ({ default: m.LoginPrompt })));

/**
 * SPEC §4/§6 reading gate: an anonymous reader sees the story for 10 minutes from the stored start;
 * then the story is covered by a prompt to log in, whose button leads to /login.
 */
export function ReadingGate({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const timeUp = useReadingTimeUp(signedIn);

  return (
    <>
      <div inert={timeUp} className={timeUp ? 'pointer-events-none blur-sm select-none' : undefined}>
        {children}
      </div>
      {timeUp && (
        <Suspense fallback={null}>
          <LoginPrompt />
        </Suspense>
      )}
    </>
  );
}
