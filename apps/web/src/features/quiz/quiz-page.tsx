import { Link, useParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { ApiError } from '../../lib/api-error';
import { useJustQuestions } from '../../lib/get-just-questions';
import { QuizQuestion } from './components/quiz-question';
import { useQuizRun } from './hooks/use-quiz-run';
import { scoreText } from './messages';
import type { Question } from '@storybook/contract';

/** SPEC §2 Quiz (/quiz/:id): one question at a time, then 'Your Score: x/total'. */
export function QuizPage() {
  const { id = '' } = useParams();
  const questions = useJustQuestions(id);
  const storyPath = `/story/${encodeURIComponent(id)}`;

  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <PageHeading>Quiz</PageHeading>
      {questions.isPending ? (
        <p role="status" className="text-ink-soft">
          Loading quiz...
        </p>
      ) : questions.isError ? (
        <div role="alert" className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-amber-200">
          {questions.error instanceof ApiError && questions.error.status === 404 ? (
            <>
              <p className="font-bold">Story not found</p>
              <Link to="/" className="btn-secondary">
                Back to stories
              </Link>
            </>
          ) : (
            <>
              <p className="font-bold">Couldn't load the quiz.</p>
              <button type="button" className="btn-secondary" onClick={() => void questions.refetch()}>
                Try again
              </button>
            </>
          )}
        </div>
      ) : questions.data.length === 0 ? (
        <div className="space-y-4 rounded-3xl bg-paper p-6 text-center shadow-sm ring-1 ring-amber-200">
          <p className="text-lg font-bold">This story doesn't have a quiz yet.</p>
          <Link to={storyPath} className="btn-primary">
            Back to the story
          </Link>
        </div>
      ) : (
        <QuizRun questions={questions.data} storyPath={storyPath} />
      )}
    </section>
  );
}

/** A drawn star (no emoji font needed): gold for a full score, soft for any other. */
function StarBadge({ full }: { full: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto size-16">
      <path
        d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z"
        className={full ? 'fill-amber-400 stroke-amber-600' : 'fill-coral-200 stroke-coral-400'}
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function QuizRun({ questions, storyPath }: { questions: Question[]; storyPath: string }) {
  const run = useQuizRun(questions);
  if (run.finished || !run.question) {
    return (
      <div className="space-y-5 rounded-3xl bg-paper p-6 text-center shadow-sm ring-1 ring-amber-200 sm:p-8">
        <StarBadge full={run.score === questions.length} />
        <p role="status" className="font-display text-3xl font-extrabold text-ink">
          {scoreText(run.score, questions.length)}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" className="btn-secondary" onClick={run.restart}>
            Play again
          </button>
          <Link to={storyPath} className="btn-primary">
            Back to the story
          </Link>
        </div>
      </div>
    );
  }
  return (
    <QuizQuestion
      key={run.question._id}
      question={run.question}
      number={run.index + 1}
      total={questions.length}
      chosen={run.chosen}
      verdict={run.verdict}
      onAnswer={(option) => void run.answer(option)}
    />
  );
}
