import { PageHeading } from '../../components/page-heading';

/** SPEC §2 Home (/): the story feed. */
export function HomePage() {
  return (
    <section>
      <PageHeading title="Home">Stories</PageHeading>
    </section>
  );
}
