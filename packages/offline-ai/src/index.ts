/**
 * The offline AI engine: every role of the AI layer made on this machine, with no network and no
 * model files, the same input and seed giving the same output.
 */
export type * from './types.js';
export { createOfflineStoryWriter } from './story-writer/story-writer.js';
export { closeOcr } from './story-writer/ocr.js';
export { briefFor, briefLines, reviewStory, type StoryBrief, type StoryReview } from './story-writer/brief.js';
export { checkStory, type StoryCheck, type StoryExpectations } from './story-writer/check.js';
export { readability, type Readability } from './story-writer/readability.js';
export { createOfflineIllustrator } from './illustrator/illustrator.js';
export { AVATAR_SIZE, createOfflineCartoonist } from './cartoonist/cartoonist.js';
