import { generateStory, PARAGRAPHS_PER_STORY } from '@storybook/contract';
import { api } from '../../../lib/api-client';

export interface GenerateStoryInput {
  email: string;
  idea: string;
  referenceImages: string[];
}

export interface GeneratedStory {
  title: string;
  tag: string;
  content: string[];
}

/** POST /api/user/generateStory, current version: six paragraphs, with the reference images. */
export async function generateStoryRequest({ email, idea, referenceImages }: GenerateStoryInput): Promise<GeneratedStory> {
  const { title, tag, content } = await api(generateStory, {
    body: { email, prompt: idea.trim(), numParagraphs: PARAGRAPHS_PER_STORY, selectedImages: referenceImages },
  });
  return { title, tag, content };
}
