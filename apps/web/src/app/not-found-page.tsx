import { Link } from 'react-router';
import { PageHeading } from '../components/page-heading';

/** Any path outside SPEC §2's route table. */
export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-lg text-center">
      <PageHeading>Page not found</PageHeading>
      <p className="mt-3 text-lg text-ink-soft">This page is not in our storybook.</p>
      <Link to="/" className="btn-primary mt-8">
        Go to the home page
      </Link>
    </section>
  );
}
