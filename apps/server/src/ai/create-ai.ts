import type { Config } from '../platform/config.js';
import { createHostedCartoonist } from './hosted/cartoonist.js';
import { createHostedIllustrator } from './hosted/illustrator.js';
import { createHostedStoryWriter } from './hosted/story-writer.js';
import { createOfflineCartoonist, createOfflineIllustrator, createOfflineStoryWriter } from '@storybook/offline-ai';
import type { Cartoonist, Illustrator, StoryWriter } from './types.js';

/** The AI providers chosen by configuration, one field per role of DESIGN.md's AI layer. */
export interface Ai {
  storyWriter: StoryWriter;
  illustrator: Illustrator;
  cartoonist: Cartoonist;
}

export function createAi(config: Config): Ai {
  const { text, image } = config.ai;
  return {
    storyWriter: text.provider === 'offline' ? createOfflineStoryWriter() : createHostedStoryWriter(config.ai),
    illustrator: image.provider === 'offline' ? createOfflineIllustrator() : createHostedIllustrator(config.ai),
    cartoonist: image.provider === 'offline' ? createOfflineCartoonist() : createHostedCartoonist(config.ai),
  };
}
