/** Quizzes: generating one from a story, the owner saving it, readers taking it. */
export { quizRoutes } from './routes.js';
