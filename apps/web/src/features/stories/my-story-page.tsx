import { PageHeading } from '../../components/page-heading';

/** SPEC §2 /MyStory: content not shown in SPEC. */
export function MyStoryPage() {
  return (
    <section>
      <PageHeading>My Story</PageHeading>
    </section>
  );
}
