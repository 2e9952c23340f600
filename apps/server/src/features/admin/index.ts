/** Administration: the moderation queue, public stories, and the decisions on them. */
export { adminRoutes } from './routes.js';
