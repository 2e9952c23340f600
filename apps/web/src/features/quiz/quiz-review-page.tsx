import { PageHeading } from '../../components/page-heading';

/** SPEC §2 Quiz review (/generateQuiz/:storyId). */
export function QuizReviewPage() {
  return (
    <section>
      <PageHeading>Quiz</PageHeading>
    </section>
  );
}
