/** Stories: generation, pictures, saving and reading under the visibility rules. */
export { storiesRoutes } from './routes.js';
