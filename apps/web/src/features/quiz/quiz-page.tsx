import { PageHeading } from '../../components/page-heading';

/** SPEC §2 Quiz (/quiz/:id). */
export function QuizPage() {
  return (
    <section>
      <PageHeading>Quiz</PageHeading>
    </section>
  );
}
