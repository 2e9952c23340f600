import { getFeedbackQuestions, saveFeedback as saveFeedbackEndpoint } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../platform/http/access.js';
import { route } from '../../platform/http/route.js';
import { listFeedbackQuestions } from './queries.js';
import { toFeedbackQuestion } from './questions.js';
import { saveFeedback } from './save-feedback.js';

/** The questionnaire after saving a story (SPEC §2 Feedback, §9) and its answers. */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  route(app, getFeedbackQuestions, async () => ({
    questions: (await listFeedbackQuestions(db)).map(toFeedbackQuestion),
  }));

  route(app, saveFeedbackEndpoint, async ({ body, request }) => saveFeedback(db, currentUser(request), body));
}
