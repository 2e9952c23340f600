import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Link, useNavigate } from 'react-router';

/** The prompt of the reading gate: log in (to /login), or go back to the stories. */
export function LoginPrompt() {
  const navigate = useNavigate();
  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-3xl bg-white p-6 text-center shadow-xl">
          <AlertDialog.Title className="font-display text-2xl font-extrabold text-ink">
            Your free reading time is up
          </AlertDialog.Title>
          <AlertDialog.Description className="text-ink-soft">
            Log in to keep reading this story and every other one, and to like, rate and comment.
          </AlertDialog.Description>
          <div className="mt-3 flex flex-wrap justify-center gap-3">
            <AlertDialog.Action className="btn-primary" onClick={() => navigate('/login')}>
              Log in
            </AlertDialog.Action>
            <Link to="/" className="btn-secondary">
              Back to stories
            </Link>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
