import type { FastifyBaseLogger } from 'fastify';
import type { QuizMaker } from '../../ai/types.js';
import { callAi } from '../../ai/call-ai.js';

export interface GenerateDeps {
  quizMaker: QuizMaker;
  log: FastifyBaseLogger;
}

/**
 * POST /generateQuiz (SPEC §7): questions about a story's text, answered as `data`, the JSON text
 * of a list of `{ question, options, answer }`. A story too short for a question gives '[]'.
 */
export async function generateQuiz(deps: GenerateDeps, content: string): Promise<{ data: string }> {
  // Paragraphs are joined by a blank line (first-version stories: one line each).
  const paragraphs = content
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const quiz = await callAi(deps.log, 'make a quiz', () => deps.quizMaker.makeQuiz({ title: '', paragraphs }));
  return { data: JSON.stringify(quiz.map(({ question, options, answer }) => ({ question, options, answer }))) };
}
