/** Stories: generation, pictures, saving, reading, listings and search under the visibility rules. */
export { storiesRoutes } from './routes.js';
/** For features that act on a story (social, quizzes, feedback): the visibility rules, applied. */
export { findVisibleStory, findVisibleStoryOrNull, type VisibleStory } from './visible-story.js';
/** A stored story as readers get it: admin shows the same, with its moderation. */
export { toStory } from './wire.js';
export type { StoryLineRow, StoryWithAuthor } from './queries.js';
