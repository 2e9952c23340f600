import { briefFor, briefLines, reviewStory, type StoryBrief } from '@storybook/offline-ai';
import type { Config } from '../../platform/config.js';
import { AiProviderError, type StoryIdea, type StoryWriter, type WrittenStory } from '../types.js';
import { retryPolicy, type HostedOptions } from './retry.js';
import { fitStory, storyAnswerSchema } from './story-output.js';
import { generateStructured, type ImageInput } from './structured.js';
import { sniffImageType } from '../../platform/media-storage/sniff.js';
import { textModel } from './text-model.js';

const SERVICE = 'story service';
/** One answer, then one revision with the review's remarks; a story about something else is never shown. */
const MAX_ANSWERS = 2;

export const STORY_SYSTEM_PROMPT = [
  'You write stories for a picture book read to children aged 4 to 8.',
  'Use simple words and short sentences that read well aloud.',
  'Nothing frightening, violent or cruel; small problems are solved kindly.',
  'End the story warmly.',
  'Answer only with the JSON object you are asked for.',
].join(' ');

/**
 * The story prompt: the parent's idea (already moderated) quoted as data, never as instructions,
 * then what the offline engine understood of it (the same brief it writes from) and, on a second
 * try, what the review found wrong with the first answer.
 */
function storyPrompt(idea: StoryIdea, withImages: boolean, brief?: StoryBrief, problems: readonly string[] = []): string {
  const lines = [
    `Write a story of exactly ${idea.paragraphs} short paragraphs, two to four sentences each, from this idea:`,
    `"""${idea.prompt}"""`,
    'Give it a short title and 3 to 6 one-word tags about its topics (without "#").',
  ];
  if (withImages) {
    lines.push(
      'The attached pictures are reference material, such as a page of a school book: weave their facts, characters and words into the story.',
    );
  }
  if (brief) lines.push(...briefLines(brief));
  if (problems.length > 0) lines.push(`A first version had these problems; avoid them: ${problems.join(' ')}`);
  return lines.join('\n');
}

/** A StoryWriter on the configured chat model (OpenAI, an OpenAI-compatible server, or Gemini). */
export function createHostedStoryWriter(config: Config['ai'], options: HostedOptions = {}): StoryWriter {
  const text = textModel(config.text);
  const policy = retryPolicy(config, options);
  return {
    async write(idea: StoryIdea): Promise<WrittenStory> {
      const images: ImageInput[] = idea.referenceImages.flatMap((image) => {
        const mediaType = sniffImageType(image);
        return mediaType ? [{ image, mediaType }] : [];
      });
      const withImages = text.acceptsImages && images.length > 0;
      // The same understanding the offline writer uses: entities, topic facts, the page's key terms.
      const brief = await briefFor(idea);
      let problems: string[] = [];
      let shown: WrittenStory | null = null;
      for (let answer = 0; answer < MAX_ANSWERS; answer += 1) {
        const story = await generateStructured({
          service: SERVICE,
          text,
          policy,
          schema: storyAnswerSchema,
          name: 'story',
          description: "A children's story: title, tags and paragraphs",
          system: STORY_SYSTEM_PROMPT,
          prompt: storyPrompt(idea, withImages, brief, problems),
          images,
          seed: idea.seed,
          accept: (output) => fitStory(output, idea.paragraphs),
        });
        const review = reviewStory(story, brief);
        if (review.problems.length === 0) return story;
        // Small faults (a long sentence, a missing term) are better than no story; a wrong hero is not.
        if (!review.unusable) shown ??= story;
        problems = review.problems;
      }
      if (shown) return shown;
      throw new AiProviderError('invalid_output', `The ${SERVICE} gave an answer that could not be used.`);
    },
  };
}
