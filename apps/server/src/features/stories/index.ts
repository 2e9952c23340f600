/** Stories: generation, pictures, saving, reading, listings and search under the visibility rules. */
export { storiesRoutes } from './routes.js';
/** For features that act on a story (social, quizzes, feedback): the visibility rules, applied. */
export { findVisibleStory, findVisibleStoryOrNull } from './visible-story.js';
/** One call into the AI layer with the API's 502/504 answers on failure. */
export { callAi } from './ai-call.js';
/** A stored story as readers get it: admin shows the same, with its moderation. */
export { toStoryDetail } from './wire.js';
