import { generatedQuizItemSchema, QUIZ_OPTION_COUNT } from '@storybook/contract';
import { z } from 'zod';
import type { Config } from '../../platform/config.js';
import type { QuizMaker, QuizQuestion } from '../types.js';
import { retryPolicy, UnusableAnswerError, type HostedOptions } from './retry.js';
import { generateStructured } from './structured.js';
import { textModel } from './text-model.js';

/** Questions asked for; fewer come back when some are not well formed. */
const QUIZ_QUESTIONS = 5;

const quizAnswerSchema = z.object({
  questions: z
    .array(
      z.object({
        question: z.string(),
        options: z.array(z.string()).describe(`${QUIZ_OPTION_COUNT} short answer options`),
        answer: z.string().describe('The correct option, copied exactly'),
      }),
    )
    .describe(`${QUIZ_QUESTIONS} questions`),
});

const QUIZ_SYSTEM_PROMPT = [
  'You write reading-comprehension quizzes for children aged 4 to 8 about a story they have just read.',
  'Every answer must be stated in the story. Use simple words. Answer only with the JSON object you are asked for.',
].join(' ');

/** A QuizMaker on the configured chat model; the answers are held to the contract's quiz item rules. */
export function createHostedQuizMaker(config: Config['ai'], options: HostedOptions = {}): QuizMaker {
  const text = textModel(config.text);
  const policy = retryPolicy(config, options);
  return {
    makeQuiz(story) {
      return generateStructured({
        service: 'quiz service',
        text,
        policy,
        schema: quizAnswerSchema,
        name: 'quiz',
        description: 'Multiple-choice questions about the story',
        system: QUIZ_SYSTEM_PROMPT,
        prompt: [
          `Write ${QUIZ_QUESTIONS} multiple-choice questions, each with ${QUIZ_OPTION_COUNT} options and exactly one correct option, about this story.`,
          `Title: ${story.title}`,
          ...story.paragraphs,
        ].join('\n\n'),
        accept: ({ questions }) => {
          const usable = questions.flatMap((item) => fitQuestion(item));
          if (usable.length === 0) throw new UnusableAnswerError('no well-formed question');
          return usable;
        },
      });
    },
  };
}

/** Trims, drops "a) " labels the model may add, matches the answer to its option; [] when malformed. */
function fitQuestion(item: QuizQuestion): QuizQuestion[] {
  const unlabel = (text: string) => text.trim().replace(/^[a-d][).:]\s+/i, '');
  const options = [...new Set(item.options.map(unlabel).filter(Boolean))];
  const answer = unlabel(item.answer);
  const matching = options.find((o) => o.toLowerCase() === answer.toLowerCase());
  const result = generatedQuizItemSchema.safeParse({ question: item.question.trim(), options, answer: matching ?? answer });
  return result.success ? [result.data] : [];
}
