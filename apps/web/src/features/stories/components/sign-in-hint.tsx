import { Link } from 'react-router';

/** For lists that belong to a signed-in reader. */
export function SignInHint({ what }: { what: string }) {
  return (
    <p className="text-ink-soft">
      <Link to="/login" className="font-bold text-coral-700 underline underline-offset-4">
        Log in
      </Link>{' '}
      {`to see ${what}.`}
    </p>
  );
}
