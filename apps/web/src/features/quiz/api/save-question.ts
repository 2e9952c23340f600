import { saveQuestion, type SaveQuestionBody } from '@storybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getJustQuestionsQueryOptions } from '../../../lib/get-just-questions';

/**
 * Save Quiz: POST /api/saveQuestion once per question (SPEC §7), one after the other so they keep
 * the quiz's order.
 */
async function saveQuizRequest(questions: SaveQuestionBody[]): Promise<void> {
  for (const body of questions) await api(saveQuestion, { body });
}

export function useSaveQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuizRequest,
    onSettled: (_data, _error, questions) => {
      const storyId = questions[0]?.storyId;
      if (storyId) void queryClient.invalidateQueries({ queryKey: getJustQuestionsQueryOptions(storyId).queryKey });
    },
  });
}
