/** Feedback: the two-step questionnaire after saving a story, and its answers. */
export { feedbackRoutes } from './routes.js';
