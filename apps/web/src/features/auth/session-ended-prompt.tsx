import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SESSION_ENDED_EVENT } from '../../lib/session-ended';
import { useSignIn } from './use-sign-in';

const SESSION_ENDED_MESSAGE = 'Your session has ended, please sign in again';

/**
 * When a call finds the session over (expired, or ended elsewhere), the browser is already signed
 * out; this asks the reader to sign in again right where they are. A popup may only open from a
 * click, hence the button. After signing in they stay on the same screen, and everything it shows
 * is fetched again as them; what they typed lives in storage that signing out leaves alone.
 */
export function SessionEndedPrompt({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const queryClient = useQueryClient();
  const { signIn, label, ready, pending } = useSignIn();

  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(SESSION_ENDED_EVENT, show);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, show);
  }, []);

  async function handleSignIn() {
    if (!(await signIn())) return;
    setOpen(false);
    await queryClient.invalidateQueries();
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-3xl bg-white p-6 shadow-xl ring-1 ring-amber-200">
          <AlertDialog.Title className="font-display text-2xl font-extrabold text-ink">{SESSION_ENDED_MESSAGE}</AlertDialog.Title>
          <AlertDialog.Description className="text-ink-soft">
            Nothing you were working on is lost: sign in and carry on where you were.
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className="btn-secondary">Not now</AlertDialog.Cancel>
            <button type="button" className="btn-primary" disabled={!ready || pending} onClick={() => void handleSignIn()}>
              {label}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
