/** Stories: generation, pictures, saving, reading, listings and search under the visibility rules. */
export { storiesRoutes } from './routes.js';
export { requireVisibleStory, type VisibleStory } from './visible-story.js';
