import type { GeneratedQuizItem } from '@storybook/contract';
import { OPTION_LETTERS } from '../messages';

/** One generated question as the parent reviews it: options a to d, the correct one marked. */
export function ReviewQuestion({ item, number }: { item: GeneratedQuizItem; number: number }) {
  return (
    <li className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-amber-200 sm:p-5">
      <p className="font-bold text-ink">
        <span className="mr-2 text-coral-700">{number}.</span>
        {item.question}
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {item.options.map((option, i) => {
          const correct = option === item.answer;
          return (
            <li
              key={option}
              className={`flex items-center gap-2 rounded-xl px-3 py-2 ${
                correct ? 'bg-emerald-50 font-bold text-emerald-900 ring-2 ring-emerald-500' : 'bg-amber-50 text-ink'
              }`}
            >
              <span className="font-bold">{OPTION_LETTERS[i]})</span>
              <span>{option}</span>
              {correct && (
                <span className="ml-auto text-sm">
                  <span aria-hidden="true">✓ </span>Correct answer
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
