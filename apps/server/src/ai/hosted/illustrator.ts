import type { Config } from '../../platform/config.js';
import type { ImageStyle, Illustration, IllustrationRequest, Illustrator } from '../types.js';
import { createImageClient, type WebpShape } from './image-client.js';

/** Pictures are stored at most this size (the provider paints 1024x1024). */
const ILLUSTRATION_SHAPE: WebpShape = { width: 1024, height: 1024, fit: 'inside' };

/** The four looks in words; described rather than named after a studio, which some providers refuse. */
export const STYLE_WORDS: Record<ImageStyle, string> = {
  ghibli: 'hand-painted animated film look, soft watercolour backgrounds, lush nature, warm gentle light',
  pixar: '3D animated feature film look, soft lighting, rounded friendly characters with big expressive eyes',
  disney: 'classic hand-drawn 2D animated fairy-tale look, clean lines, rich warm colours',
  anime: 'bright anime illustration, clean cel shading, crisp outlines, big expressive eyes',
};
const DEFAULT_STYLE_WORDS = "warm, colourful children's picture-book illustration";

const SAFE = 'Gentle, friendly and safe for children aged 4 to 8; nothing frightening.';
const NO_TEXT = 'No text, letters, words, numbers or captions anywhere in the picture.';

/** The prompt for one paragraph's picture; which reference images accompany it decides the wording. */
export function illustrationPrompt(request: IllustrationRequest, withStyleReference: boolean): string {
  const lines = [`A picture-book illustration of this moment of a children's story: "${request.paragraph.trim()}"`];
  if (request.avatar) {
    const name = request.avatar.name.trim() || 'the child';
    lines.push(
      `The hero is ${name}, the child in the first reference image: keep their face, hair, skin tone and clothes recognisable, drawn in the picture's style.`,
    );
  }
  if (withStyleReference) {
    const which = request.avatar ? 'second' : 'attached';
    lines.push(
      `Match the ${which} reference image exactly in art style, colour palette and lighting, and draw every character who appears in both the same way.`,
    );
  }
  if (request.visualPrompt?.trim()) lines.push(`Scene and look: ${request.visualPrompt.trim()}`);
  lines.push(`Style: ${request.style ? STYLE_WORDS[request.style] : DEFAULT_STYLE_WORDS}.`, SAFE, NO_TEXT);
  return lines.join('\n');
}

/**
 * An Illustrator on OpenAI's image API or a compatible server. Text mode paints from words
 * (`/images/generations`); avatar mode edits from the hero's picture (`/images/edits`), and the
 * pictures after the first also get the first picture as a reference, which is what keeps hero and
 * look the same. No style token: the picture itself is the reference. The API takes no seed.
 */
export function createHostedIllustrator(config: Config['ai']): Illustrator {
  const client = createImageClient(config.image, config);
  return {
    async illustrate(request: IllustrationRequest): Promise<Illustration> {
      const styleImage = request.styleReference?.image ?? null;
      const references = [...(request.avatar ? [request.avatar.image] : []), ...(styleImage ? [styleImage] : [])];
      const prompt = illustrationPrompt(request, styleImage !== null);
      const image =
        references.length === 0
          ? await client.generate(prompt, ILLUSTRATION_SHAPE)
          : await client.edit(prompt, references, ILLUSTRATION_SHAPE);
      return { image, styleToken: null };
    },
  };
}
