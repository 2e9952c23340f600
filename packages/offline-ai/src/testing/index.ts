/** Fixtures for tests and benchmarks, here and in the server: portraits, stories to quiz on, a textbook page. */
export { samplePhoto, TEST_PORTRAITS, type PortraitOptions } from './sample-photo.js';
export { QUIZ_STORIES, WRITTEN_STORIES, type QuizStory } from './quiz-stories.js';
export { textbookPage } from './textbook-page.js';
