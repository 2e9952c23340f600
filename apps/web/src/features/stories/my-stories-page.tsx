import { PageHeading } from '../../components/page-heading';

/** SPEC §2 My stories (/my-stories). */
export function MyStoriesPage() {
  return (
    <section>
      <PageHeading>My Stories</PageHeading>
    </section>
  );
}
