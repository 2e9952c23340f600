import { PageHeading } from '../../components/page-heading';

/** SPEC §2 Liked Stories (/LikedStories). */
export function LikedStoriesPage() {
  return (
    <section>
      <PageHeading>Liked Stories</PageHeading>
    </section>
  );
}
