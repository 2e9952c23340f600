import { generateStory, PARAGRAPHS_PER_STORY } from '@storybook/contract';
import { api } from '../../../lib/api-client';

export interface GenerateStoryInput {
  email: string;
  idea: string;
  referenceImages: string[];
  /** The child whose avatar is chosen: the story's hero. */
  childId?: string | undefined;
}

export interface GeneratedStory {
  title: string;
  tag: string;
  content: string[];
}

/** POST /api/user/generateStory, current version: six paragraphs, with the reference images and the chosen child. */
export async function generateStoryRequest({
  email,
  idea,
  referenceImages,
  childId,
}: GenerateStoryInput): Promise<GeneratedStory> {
  const { title, tag, content } = await api(generateStory, {
    body: {
      email,
      prompt: idea.trim(),
      numParagraphs: PARAGRAPHS_PER_STORY,
      selectedImages: referenceImages,
      ...(childId && { childId }),
    },
  });
  return { title, tag, content };
}
