/** Fixtures for tests and benchmarks, here and in the server: a photo, and stories to quiz on. */
export { samplePhoto } from './sample-photo.js';
export { QUIZ_STORIES, WRITTEN_STORIES, type QuizStory } from './quiz-stories.js';
export { textbookPage } from './textbook-page.js';
