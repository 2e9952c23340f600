import { generateQuiz } from '@storybook/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from './api-client';
import { quizReviewPath, type QuizReviewState } from './quiz-review-state';

/** POST /api/generateQuiz: the JSON text of a quiz about the story's text. */
async function generateQuizRequest(content: string): Promise<string> {
  return (await api(generateQuiz, { body: { content } })).data;
}

/**
 * Makes a quiz from a story and moves on to its review (/generateQuiz/{storyId}) with title,
 * storyId and the quiz text (SPEC §4), from the feedback page or the story page's 'Make a quiz'.
 * If no quiz could be made the review page says 'Missing quiz data!' and goes on to the story,
 * so the parent is never stuck.
 */
export function useMakeQuiz() {
  const navigate = useNavigate();
  const generating = useMutation({ mutationFn: generateQuizRequest });

  async function makeQuiz(story: { _id: string; title: string; content: string }): Promise<void> {
    let quiz: string | null = null;
    try {
      quiz = await generating.mutateAsync(story.content);
    } catch (error) {
      console.error('Quiz generation failed', error);
    }
    const state: QuizReviewState = { title: story.title, storyId: story._id, quiz };
    navigate(quizReviewPath(story._id), { state });
  }

  return { makeQuiz, making: generating.isPending };
}
