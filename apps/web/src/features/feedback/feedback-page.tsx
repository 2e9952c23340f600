import type { FeedbackQuestion, FeedbackResponse } from '@storybook/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { useStory } from '../../lib/get-story';
import { useSession } from '../../lib/session';
import { useFeedbackQuestions } from './api/get-feedback-questions';
import { defaultAnswer, FeedbackStep } from './components/feedback-step';
import { useSubmitFeedback } from './hooks/use-submit-feedback';
import { CHILD_HEADING, PARENT_HEADING } from './messages';

/**
 * SPEC §2 Feedback (/feedback/:storyId), not behind the login wrapper: step 1 asks the parent,
 * 'Next' leads to step 2 for the child, 'Submit Feedback' sends both (SPEC §4).
 */
export function FeedbackPage() {
  const { storyId = '' } = useParams();
  const { email } = useSession();
  const questions = useFeedbackQuestions();
  const story = useStory(storyId);
  const [step, setStep] = useState<'parent' | 'child'>('parent');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const { submit, submitting } = useSubmitFeedback();

  const heading = step === 'parent' ? PARENT_HEADING : CHILD_HEADING;
  const stepQuestions = (questions.data ?? []).filter((q) => q.audience === step);

  function goTo(next: 'parent' | 'child') {
    setStep(next);
    window.scrollTo({ top: 0 });
  }

  function responses(all: FeedbackQuestion[], storyKey: string): FeedbackResponse[] {
    return all.map((q) => ({
      feedbackQuestionId: q._id,
      email: email ?? '',
      storyId: storyKey,
      answer: answers[q._id] ?? defaultAnswer(q),
    }));
  }

  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <div className="space-y-2">
        <p className="text-sm font-bold tracking-wide text-coral-700 uppercase">
          Step {step === 'parent' ? 1 : 2} of 2{story.data ? ` · ${story.data.title}` : ''}
        </p>
        <PageHeading title="Feedback">{heading}</PageHeading>
        <p className="text-ink-soft">
          {step === 'parent'
            ? 'Tell us what you thought of the story. Slide to the answer that fits best.'
            : 'Now ask your child, and slide to their answer.'}
        </p>
      </div>

      {questions.isPending || story.isPending ? (
        <p role="status" className="text-ink-soft">
          Loading questions...
        </p>
      ) : story.isError ? (
        <div role="alert" className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-amber-200">
          <p className="font-bold">Story not found</p>
          <Link to="/" className="btn-secondary">
            Back to stories
          </Link>
        </div>
      ) : questions.isError ? (
        <div role="alert" className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-amber-200">
          <p className="font-bold">Couldn't load the questions.</p>
          <button type="button" className="btn-secondary" onClick={() => void questions.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <form
          className="space-y-6"
          onSubmit={(event) => {
            event.preventDefault();
            if (step === 'parent') goTo('child');
            else void submit(story.data, responses(questions.data, story.data._id));
          }}
        >
          <FeedbackStep
            questions={stepQuestions}
            answers={answers}
            onAnswer={(id, label) => setAnswers((current) => ({ ...current, [id]: label }))}
          />
          <div className="flex flex-wrap justify-between gap-3">
            {step === 'child' ? (
              <button type="button" className="btn-secondary" disabled={submitting} onClick={() => goTo('parent')}>
                Back
              </button>
            ) : (
              <span />
            )}
            <button type="submit" className="btn-primary" disabled={submitting}>
              {step === 'parent' ? 'Next' : submitting ? 'Submitting...' : 'Submit Feedback'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
