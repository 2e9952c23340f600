import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { LogoMark } from '../../components/logo-mark';
import { useSession } from '../../lib/session';
import { UserMenu } from './user-menu';

/** SPEC §8: Create without a stored token. */
export const CREATE_WITHOUT_LOGIN_MESSAGE = 'Please login to create stories';

/** SPEC §2 "Top navigation bar". */
export function NavBar() {
  const navigate = useNavigate();
  const session = useSession();

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
    <header className="sticky top-0 z-30 border-b-2 border-amber-200/80 bg-cream/90 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-2xl pr-2">
          <LogoMark className="size-9 shrink-0 -rotate-3" />
          <span className="font-display text-2xl font-extrabold tracking-tight text-coral-700">Storybook</span>
        </Link>

        <div className="ml-auto flex flex-wrap items-center gap-2 sm:gap-3">
          <button type="button" onClick={handleCreate} className="btn-primary">
            Create
          </button>
          <button type="button" onClick={() => navigate('/my-stories')} className="btn-secondary">
            My Stories
          </button>
          {session.signedIn ? (
            <span className="max-w-48 truncate font-semibold text-ink">{`Welcome ${session.displayName || 'Guest'}`}</span>
          ) : (
            <Link to="/Login" className="rounded-full px-3 py-2 font-bold text-coral-700 underline-offset-4 hover:underline">
              Login
            </Link>
          )}
          <UserMenu signedIn={session.signedIn} displayName={session.displayName} />
        </div>
      </nav>
    </header>
  );
}
