import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { useSession } from '../../lib/session';
import { returnToOf } from './return-to';
import { useSignIn } from './use-sign-in';

/**
 * SPEC §2 Login (/Login, also /login): one sign-in button that opens the identity popup. A page
 * that sent the reader here to sign in (Create, say) names itself as `returnTo`, and the reader
 * lands back there instead of on /.
 */
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn, label, ready, pending, inProgress } = useSignIn();
  const returnTo = returnToOf(location.state);

  // SPEC §2: a stored identity token goes straight to / (or back where the reader came from).
  // Re-checked on every visit to this page (a 201 sign-in navigates here again), but not while a
  // sign-in is still being completed.
  useEffect(() => {
    if (session.signedIn && !inProgress.current) navigate(returnTo ?? '/', { replace: true });
  }, [session.signedIn, location.key, navigate, inProgress, returnTo]);

  async function handleSignIn() {
    const next = await signIn();
    if (!next) return;
    // SPEC §7: 200 goes to /, 201 to /login (which then moves on); a returnTo travels along.
    if (next === '/login') navigate('/login', { state: returnTo ? { returnTo } : null });
    else navigate(returnTo ?? next);
  }

  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-8 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-amber-200 sm:p-10">
      <PageHeading>Login</PageHeading>
      <p className="text-ink-soft">Sign in to create stories, keep your favourites and make avatars for your children.</p>
      <button
        type="button"
        className="btn-primary w-full max-w-xs py-3 text-lg"
        disabled={!ready || pending}
        onClick={() => void handleSignIn()}
      >
        {label}
      </button>
    </section>
  );
}
