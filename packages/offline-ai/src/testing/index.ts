/** Fixtures for tests and benchmarks of image code, here and in the server. */
export { samplePhoto, TEST_PORTRAITS, type PortraitOptions } from './sample-photo.js';
export { textbookPage } from './textbook-page.js';
