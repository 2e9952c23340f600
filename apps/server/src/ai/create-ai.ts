import type { Config } from '../platform/config.js';
import type * as OfflineAi from '@storybook/offline-ai';
import type { Cartoonist, Illustrator, QuizMaker, StoryWriter } from './types.js';

/** The AI providers chosen by configuration, one field per role of DESIGN.md's AI layer. */
export interface Ai {
  storyWriter: StoryWriter;
  illustrator: Illustrator;
  cartoonist: Cartoonist;
  /** Follows the text provider: the model that writes stories also asks about them. */
  quizMaker: QuizMaker;
}

/**
 * Each role's implementation is loaded on its first call: the offline engine and the AI SDK take
 * seconds to load, and none of the requests a server answers first (health, pages, lists) needs them.
 */
export function createAi(config: Config): Ai {
  const offlineText = config.ai.text.provider === 'offline';
  const offlineImages = config.ai.image.provider === 'offline';
  const storyWriter = chosen(
    offlineText,
    (engine) => engine.createOfflineStoryWriter(),
    async () => (await import('./hosted/story-writer.js')).createHostedStoryWriter(config.ai),
  );
  const illustrator = chosen(
    offlineImages,
    (engine) => engine.createOfflineIllustrator(),
    async () => (await import('./hosted/illustrator.js')).createHostedIllustrator(config.ai),
  );
  const cartoonist = chosen(
    offlineImages,
    (engine) => engine.createOfflineCartoonist(),
    async () => (await import('./hosted/cartoonist.js')).createHostedCartoonist(config.ai),
  );
  const quizMaker = chosen(
    offlineText,
    (engine) => engine.createOfflineQuizMaker(),
    async () => (await import('./hosted/quiz-maker.js')).createHostedQuizMaker(config.ai),
  );
  return {
    storyWriter: { write: async (idea) => (await storyWriter()).write(idea) },
    illustrator: { illustrate: async (request) => (await illustrator()).illustrate(request) },
    cartoonist: { cartoonify: async (photo) => (await cartoonist()).cartoonify(photo) },
    quizMaker: { makeQuiz: async (story) => (await quizMaker()).makeQuiz(story) },
  };
}

type OfflineEngine = typeof OfflineAi;

/** One role's implementation, loaded once on first use (a failed load is tried again next time). */
function chosen<R>(offline: boolean, fromEngine: (engine: OfflineEngine) => R, hosted: () => Promise<R>): () => Promise<R> {
  let loading: Promise<R> | undefined;
  const load = async () => (offline ? fromEngine(await import('@storybook/offline-ai')) : hosted());
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
