import { generateImage, type ImageStyle } from '@storybook/contract';
import { api } from '../../../lib/api-client';

export interface GenerateImageInput {
  email: string;
  visualPrompt: string;
  paragraph: string;
  seed: number;
  style?: ImageStyle | null | undefined;
}

/** A fresh seed per picture (SPEC §4), so 'Regenerate' draws a new one. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

/** POST /api/user/generateImage: one paragraph's picture from the visual prompt. */
export async function generateImageRequest({ email, visualPrompt, paragraph, seed, style }: GenerateImageInput) {
  const answer = await api(generateImage, {
    body: { email, visualPrompt: visualPrompt.trim(), paragraphs: [paragraph], seed, ...(style ? { style } : {}) },
  });
  return { image: answer.images[0] as string };
}
