import { parseGeneratedQuiz } from '@storybook/contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { PageHeading } from '../../components/page-heading';
import { readQuizReviewState } from '../../lib/quiz-review-state';
import { useSaveQuiz } from './api/save-question';
import { ReviewQuestion } from './components/review-question';
import { MISSING_QUIZ_MESSAGE, MISSING_STORY_MESSAGE, QUIZ_SAVE_FAILED_MESSAGE, QUIZ_SAVED_MESSAGE } from './messages';

/**
 * SPEC §2 Quiz review (/generateQuiz/:storyId): the generated quiz from navigation state, with
 * 'Skip Quiz' and 'Save Quiz'; either way on to the story (SPEC §4). Without state: 'Missing story
 * data!' and home; without a quiz: 'Missing quiz data!' and on to the story (SPEC §5).
 */
export function QuizReviewPage() {
  const { storyId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = readQuizReviewState(location.state);
  const valid = state !== null && state.storyId === storyId;
  const quiz = valid && state.quiz ? parseGeneratedQuiz(state.quiz) : [];
  const storyPath = `/story/${encodeURIComponent(storyId)}`;
  const saving = useSaveQuiz();
  const warned = useRef(false);

  useEffect(() => {
    // Once only: React's development double effects must not toast twice.
    if (warned.current || (valid && quiz.length > 0)) return;
    warned.current = true;
    if (!valid) {
      toast.error(MISSING_STORY_MESSAGE);
      navigate('/', { replace: true });
    } else {
      toast.error(MISSING_QUIZ_MESSAGE);
      navigate(storyPath, { replace: true });
    }
  }, [valid, quiz.length, navigate, storyPath]);

  if (!valid || quiz.length === 0) {
    return (
      <section>
        <PageHeading>Quiz</PageHeading>
        <p role="status" className="mt-4 text-ink-soft">
          {valid ? MISSING_QUIZ_MESSAGE : MISSING_STORY_MESSAGE}
        </p>
      </section>
    );
  }

  async function save() {
    try {
      await saving.mutateAsync(quiz.map((item) => ({ storyId, ...item })));
      toast.success(QUIZ_SAVED_MESSAGE);
    } catch (error) {
      console.error('Quiz save failed', error);
      toast.error(QUIZ_SAVE_FAILED_MESSAGE);
    }
    navigate(storyPath);
  }

  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-2">
        <PageHeading>{`${state.title} - Quiz`}</PageHeading>
        <p className="text-ink-soft">Here is a quiz about your story. Save it so readers can take it, or skip it.</p>
      </div>
      <ol className="space-y-4">
        {quiz.map((item, i) => (
          <ReviewQuestion key={item.question} item={item} number={i + 1} />
        ))}
      </ol>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" disabled={saving.isPending} onClick={() => navigate(storyPath)}>
          Skip Quiz
        </button>
        <button type="button" className="btn-primary" disabled={saving.isPending} onClick={() => void save()}>
          {saving.isPending ? 'Saving...' : 'Save Quiz'}
        </button>
      </div>
    </section>
  );
}
