import { cartoonImage } from '@storybook/contract';
import { api } from '../../../lib/api-client';

export interface CartoonImageInput {
  email: string;
  /** `avatarImageId(childId, style)` of the chosen avatar. */
  imageId: string;
  paragraph: string;
  /** The first paragraph's style reference, for the paragraphs after it (SPEC §4). */
  styleRefId?: string | undefined;
}

/** POST /api/user/cartoonImage: one paragraph's picture with the avatar as its hero. */
export async function cartoonImageRequest({ email, imageId, paragraph, styleRefId }: CartoonImageInput) {
  const answer = await api(cartoonImage, {
    body: { email, imageId, paragraphs: [paragraph], ...(styleRefId ? { styleRefId } : {}) },
  });
  // SPEC §7: the client uses the first image.
  return { image: answer.images[0] as string, styleRefId: answer.styleRefId };
}
