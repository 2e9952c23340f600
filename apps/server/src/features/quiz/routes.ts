import {
  generateQuiz as generateQuizEndpoint,
  getJustQuestions,
  saveAttemptedQ,
  saveQuestion as saveQuestionEndpoint,
} from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../platform/http/access.js';
import { route } from '../../platform/http/route.js';
import { checkAnswer } from './attempts.js';
import { generateQuiz } from './generate.js';
import { questionsOf, saveQuestion } from './questions.js';

/** Quizzes (SPEC §7): generate, save the owner's questions, take a quiz. */
export async function quizRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  // Making a quiz is an AI call: it draws on the same per-user budget as stories and pictures.
  await app.register(async (scope) => {
    scope.addHook('preHandler', app.aiRateLimit);
    route(scope, generateQuizEndpoint, async ({ body, request }) =>
      generateQuiz({ quizMaker: app.ai.quizMaker, log: request.log }, body.content),
    );
  });

  route(app, saveQuestionEndpoint, async ({ body, request }) => saveQuestion(db, currentUser(request), body));

  route(app, getJustQuestions, async ({ query, request }) => ({
    questions: await questionsOf(db, query.storyId, request.user),
  }));

  route(app, saveAttemptedQ, async ({ body, request }) => checkAnswer(db, request.user, body));
}
