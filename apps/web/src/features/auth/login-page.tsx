import { OIDC_START_PATH } from '@storybook/contract';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { API_BASE } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useAuthProvider } from './api/get-auth-provider';
import { SIGN_IN_POPUP_PATH } from './paths';
import { useSignIn } from './use-sign-in';

/** SPEC §2 Login (/Login, also /login): one sign-in button that opens the identity popup. */
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const provider = useAuthProvider();
  const { signIn, pending, inProgress } = useSignIn();

  // SPEC §2: a stored identity token goes straight to /. Re-checked on every visit to this page
  // (a 201 sign-in navigates here again), but not while a sign-in is still being completed.
  useEffect(() => {
    if (session.signedIn && !inProgress.current) navigate('/', { replace: true });
  }, [session.signedIn, location.key, navigate, inProgress]);

  const oidc = provider.data?.kind === 'oidc' ? provider.data : null;
  const label = oidc ? `Sign in with ${oidc.name}` : 'Sign in';
  // OpenID Connect goes straight from the fresh popup to the issuer, so the popup keeps its opener.
  const popupUrl = oidc ? `${API_BASE}${OIDC_START_PATH}` : SIGN_IN_POPUP_PATH;

  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-8 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-amber-200 sm:p-10">
      <PageHeading>Login</PageHeading>
      <p className="text-ink-soft">Sign in to create stories, keep your favourites and make avatars for your children.</p>
      <button
        type="button"
        className="btn-primary w-full max-w-xs py-3 text-lg"
        disabled={provider.isPending || pending}
        onClick={() => void signIn(popupUrl)}
      >
        {label}
      </button>
    </section>
  );
}
