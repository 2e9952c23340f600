/**
 * The AI layer's interfaces (DESIGN.md, AI layer). The roles are defined beside their offline
 * implementation in @storybook/offline-ai; hosted providers implement the same ones.
 */
export type {
  CartoonAvatar,
  Cartoonist,
  Illustration,
  IllustrationRequest,
  Illustrator,
  ImageStyle,
  QuizMaker,
  QuizQuestion,
  StoryIdea,
  StoryWriter,
  WrittenStory,
} from '@storybook/offline-ai';

/** An AI provider failed (after its retries); the API answers 502 or 504 with SPEC's message. */
export class AiProviderError extends Error {
  constructor(
    readonly kind: 'timeout' | 'failed' | 'invalid_output',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AiProviderError';
  }
}
