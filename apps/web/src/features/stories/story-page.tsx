import { PageHeading } from '../../components/page-heading';

/** SPEC §2 Story reading (/story/:id, also /Story/:id). */
export function StoryPage() {
  return (
    <section>
      <PageHeading>Story</PageHeading>
    </section>
  );
}
