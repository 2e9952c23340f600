/** Social: views, likes, ratings and comments of stories. */
export { socialRoutes } from './routes.js';
