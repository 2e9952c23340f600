import type { Config } from '../../platform/config.js';
import type { StoryIdea, StoryWriter, WrittenStory } from '../types.js';
import { retryPolicy, type HostedOptions } from './retry.js';
import { fitStory, storyAnswerSchema } from './story-output.js';
import { generateStructured, type ImageInput } from './structured.js';
import { sniffImageType } from '../../platform/media-storage/sniff.js';
import { textModel } from './text-model.js';

export const STORY_SYSTEM_PROMPT = [
  'You write stories for a picture book read to children aged 4 to 8.',
  'Use simple words and short sentences that read well aloud.',
  'Nothing frightening, violent or cruel; small problems are solved kindly.',
  'End the story warmly.',
  'Answer only with the JSON object you are asked for.',
].join(' ');

/** The story prompt: the parent's idea (already moderated) quoted as data, never as instructions. */
export function storyPrompt(idea: StoryIdea, withImages: boolean): string {
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
      return generateStructured({
        service: 'story service',
        text,
        policy,
        schema: storyAnswerSchema,
        name: 'story',
        description: "A children's story: title, tags and paragraphs",
        system: STORY_SYSTEM_PROMPT,
        prompt: storyPrompt(idea, withImages),
        images,
        seed: idea.seed,
        accept: (answer) => fitStory(answer, idea.paragraphs),
      });
    },
  };
}
