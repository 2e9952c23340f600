import type { Config } from '../platform/config.js';
import { createHostedCartoonist } from './hosted/cartoonist.js';
import { createHostedIllustrator } from './hosted/illustrator.js';
import { createHostedQuizMaker } from './hosted/quiz-maker.js';
import { createHostedStoryWriter } from './hosted/story-writer.js';
import {
  createOfflineCartoonist,
  createOfflineIllustrator,
  createOfflineQuizMaker,
  createOfflineStoryWriter,
} from '@storybook/offline-ai';
import type { Cartoonist, Illustrator, QuizMaker, StoryWriter } from './types.js';

/** The AI providers chosen by configuration, one field per role of DESIGN.md's AI layer. */
export interface Ai {
  storyWriter: StoryWriter;
  illustrator: Illustrator;
  cartoonist: Cartoonist;
  /** Follows the text provider: the model that writes stories also asks about them. */
  quizMaker: QuizMaker;
}

export function createAi(config: Config): Ai {
  const { text, image } = config.ai;
  return {
    storyWriter: text.provider === 'offline' ? createOfflineStoryWriter() : createHostedStoryWriter(config.ai),
    illustrator: image.provider === 'offline' ? createOfflineIllustrator() : createHostedIllustrator(config.ai),
    cartoonist: image.provider === 'offline' ? createOfflineCartoonist() : createHostedCartoonist(config.ai),
    quizMaker: text.provider === 'offline' ? createOfflineQuizMaker() : createHostedQuizMaker(config.ai),
  };
}
