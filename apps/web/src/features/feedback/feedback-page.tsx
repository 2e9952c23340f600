import { PageHeading } from '../../components/page-heading';

/** SPEC §2 Feedback (/feedback/:storyId), step 1. */
export function FeedbackPage() {
  return (
    <section>
      <PageHeading title="Feedback">Parent Feedback</PageHeading>
    </section>
  );
}
