import { FEEDBACK_DEFAULT_ANSWER, type FeedbackQuestion } from '@storybook/contract';
import { FeedbackSlider } from './feedback-slider';

interface FeedbackStepProps {
  questions: FeedbackQuestion[];
  answers: Record<string, string>;
  onAnswer: (questionId: string, label: string) => void;
}

/** The questions of one step, each a slider. */
export function FeedbackStep({ questions, answers, onAnswer }: FeedbackStepProps) {
  return (
    <ol className="space-y-4">
      {questions.map((q) => (
        <FeedbackSlider
          key={q._id}
          question={q.question}
          labels={q.options}
          value={answers[q._id] ?? defaultAnswer(q)}
          onChange={(label) => onAnswer(q._id, label)}
        />
      ))}
    </ol>
  );
}

/** SPEC §5: answers default to 'Neutral' (the middle label where a question has no 'Neutral'). */
export function defaultAnswer(question: FeedbackQuestion): string {
  return question.options.includes(FEEDBACK_DEFAULT_ANSWER)
    ? FEEDBACK_DEFAULT_ANSWER
    : question.options[Math.floor(question.options.length / 2)]!;
}
