import { generateQuiz } from '@storybook/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/generateQuiz: the JSON text of a quiz about the story's text. */
async function generateQuizRequest(content: string): Promise<string> {
  return (await api(generateQuiz, { body: { content } })).data;
}

export function useGenerateQuiz() {
  return useMutation({ mutationFn: generateQuizRequest });
}
