import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { LogoMark } from '../../components/logo-mark';
import { useSession } from '../../lib/session';
import { AccountMenu } from './account-menu';

/** SPEC §8: Create without a stored token. */
const CREATE_WITHOUT_LOGIN_MESSAGE = 'Please login to create stories';

/** SPEC §2 "Top navigation bar". */
export function NavBar() {
  const navigate = useNavigate();
  const session = useSession();

  const welcome = `Welcome ${session.displayName || 'Guest'}`;

  function handleCreate() {
    if (!session.signedIn) {
      toast.info(CREATE_WITHOUT_LOGIN_MESSAGE);
      // Once signed in, the reader lands on Create, where they were going.
      navigate('/login', { state: { returnTo: '/create' } });
      return;
    }
    navigate('/create');
  }

  return (
    <header className="sticky top-0 print:hidden z-30 border-b-2 border-amber-200/80 bg-cream/90 backdrop-blur">
      {/* One row on every screen, never wider than it: at most 80 px tall on a phone (the wordmark and
          welcome fold away there), and on a phone the signed-out reader finds Login in the account
          menu, as SPEC puts it, rather than beside it. */}
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center gap-1.5 px-2 py-3 sm:gap-4 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-2xl pr-1 sm:pr-2">
          <LogoMark className="size-9 shrink-0 -rotate-3" />
          <span className="sr-only font-display text-2xl font-extrabold tracking-tight text-coral-700 sm:not-sr-only">
            Storybook
          </span>
        </Link>

        <div className="ml-auto flex min-w-0 items-center gap-1.5 sm:gap-3">
          <button type="button" onClick={handleCreate} className="btn-primary px-3 sm:px-5">
            Create
          </button>
          <button type="button" onClick={() => navigate('/my-stories')} className="btn-secondary px-3 whitespace-nowrap sm:px-5">
            My Stories
          </button>
          {session.signedIn ? (
            // Long names are cut here with the whole name as a tooltip, and shown in full in the menu.
            <span title={welcome} className="hidden max-w-48 min-w-0 truncate font-semibold text-ink sm:block">
              {welcome}
            </span>
          ) : (
            <Link
              to="/Login"
              className="rounded-full px-2 py-2 font-bold text-coral-700 underline-offset-4 hover:underline max-sm:hidden sm:px-3"
            >
              Login
            </Link>
          )}
          <AccountMenu signedIn={session.signedIn} displayName={session.displayName} email={session.email} welcome={welcome} />
        </div>
      </nav>
    </header>
  );
}
