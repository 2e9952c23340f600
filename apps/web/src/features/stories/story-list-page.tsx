import { PageHeading } from '../../components/page-heading';

/** SPEC §2 /Story: a story listing whose content SPEC does not show. */
export function StoryListPage() {
  return (
    <section>
      <PageHeading>Stories</PageHeading>
    </section>
  );
}
