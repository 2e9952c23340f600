import type { Question } from '@storybook/contract';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { useSession } from '../../../lib/session';
import { useSaveAttemptedQ } from '../api/save-attempted-q';
import { ANSWER_CHECK_FAILED_MESSAGE, QUIZ_ADVANCE_DELAY_MS } from '../messages';

export interface Verdict {
  chosen: string;
  isCorrect: boolean;
  correctAnswer: string;
}

/**
 * SPEC §4 Quiz: one question at a time; an answer is checked by the server, marked correct or
 * incorrect with every option disabled, and 1 second later the next question shows, or the score.
 */
export function useQuizRun(questions: Question[]) {
  const { email } = useSession();
  const checking = useSaveAttemptedQ();
  const [index, setIndex] = useState(0);
  const [score, setScore] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);

  const finished = index >= questions.length;
  const question = finished ? null : questions[index]!;

  useEffect(() => {
    if (!verdict) return;
    const timer = window.setTimeout(() => {
      setVerdict(null);
      setChosen(null);
      setIndex((i) => i + 1);
    }, QUIZ_ADVANCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [verdict]);

  async function answer(option: string): Promise<void> {
    if (!question || chosen) return;
    setChosen(option);
    try {
      const result = await checking.mutateAsync({ questionId: question._id, answer: option, email });
      if (result.isCorrect) setScore((s) => s + 1);
      setVerdict({ chosen: option, ...result });
    } catch (error) {
      console.error('Answer check failed', error);
      toast.error(ANSWER_CHECK_FAILED_MESSAGE);
      setChosen(null);
    }
  }

  function restart() {
    setIndex(0);
    setScore(0);
    setChosen(null);
    setVerdict(null);
  }

  return { index, question, score, chosen, verdict, finished, answer, restart };
}
