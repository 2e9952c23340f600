import type { Question } from '@storybook/contract';
import type { Verdict } from '../hooks/use-quiz-run';
import { OPTION_LETTERS } from '../messages';

interface QuizQuestionProps {
  question: Question;
  number: number;
  total: number;
  /** The option being checked, before the verdict arrives. */
  chosen: string | null;
  verdict: Verdict | null;
  onAnswer: (option: string) => void;
}

function optionLook(option: string, chosen: string | null, verdict: Verdict | null): string {
  if (verdict?.correctAnswer === option) return 'bg-emerald-50 text-emerald-900 ring-2 ring-emerald-500';
  if (verdict?.chosen === option) return 'bg-rose-50 text-rose-900 ring-2 ring-rose-500';
  if (chosen === option) return 'bg-coral-50 ring-2 ring-coral-400';
  return 'bg-white ring-1 ring-amber-200 hover:bg-coral-50 hover:ring-coral-300';
}

/** One question with its options as buttons; after an answer every option is disabled. */
export function QuizQuestion({ question, number, total, chosen, verdict, onAnswer }: QuizQuestionProps) {
  return (
    <div className="space-y-5 rounded-3xl bg-paper p-5 shadow-sm ring-1 ring-amber-200 sm:p-8">
      <p className="text-sm font-bold tracking-wide text-coral-700 uppercase">
        Question {number} of {total}
      </p>
      <h2 id={`question-${question._id}`} className="font-display text-2xl font-extrabold text-ink">
        {question.question}
      </h2>
      <div role="group" aria-labelledby={`question-${question._id}`} className="grid gap-3 sm:grid-cols-2">
        {question.options.map((option, i) => {
          const mark =
            verdict?.chosen === option
              ? verdict.isCorrect
                ? 'Correct!'
                : 'Not quite'
              : verdict?.correctAnswer === option
                ? 'Right answer'
                : null;
          return (
            <button
              key={option}
              type="button"
              disabled={chosen !== null}
              onClick={() => onAnswer(option)}
              className={`flex min-h-14 items-center gap-3 rounded-2xl px-4 py-3 text-left text-lg font-bold transition disabled:cursor-default ${optionLook(option, chosen, verdict)}`}
            >
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-amber-100 text-base text-ink"
              >
                {OPTION_LETTERS[i]}
              </span>
              <span className="grow">{option}</span>
              {mark && <span className="text-sm">{mark}</span>}
            </button>
          );
        })}
      </div>
      <p role="status" aria-live="polite" className="min-h-6 font-bold">
        {verdict ? (verdict.isCorrect ? 'Correct! Well done.' : `Not quite: the answer is ${verdict.correctAnswer}.`) : ''}
      </p>
    </div>
  );
}
