import { parseAvatarImageId, type CartoonImageResponse, type GenerateImageResponse, type ImageStyle } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import { badRequest, notFound, validationError } from '../../platform/http/errors.js';
import { requireFriendly } from '../moderation/index.js';
import { findChild, listCartoonImages } from '../profile/index.js';
import { isStoredId } from '../../platform/db/ids.js';
import { storeIllustration, type IllustrationDeps } from './illustrations.js';
import { randomSeed } from './seed.js';
import type { StyleRefCodec } from './style-ref.js';

export interface PictureDeps extends IllustrationDeps {
  db: Db;
  styleRefs: StyleRefCodec;
}

const paragraphField = (text: string) => ({ field: 'paragraphs.0', text, subject: 'this paragraph' });

/**
 * POST /user/cartoonImage: a paragraph's picture with one of the caller's avatars as the hero.
 * The first paragraph (no styleRefId) answers a styleRefId; the others send it back and are drawn
 * with the first picture and its style token as reference (SPEC §4).
 */
export async function drawWithAvatar(
  deps: PictureDeps,
  userId: string,
  input: { imageId: string; paragraph: string; styleRefId?: string; style?: ImageStyle },
): Promise<CartoonImageResponse> {
  requireFriendly([paragraphField(input.paragraph)]);
  const avatar = await loadAvatar(deps, userId, input.imageId);
  const reference = input.styleRefId ? await loadStyleReference(deps, userId, input.styleRefId) : undefined;

  const picture = await storeIllustration(deps, {
    paragraph: input.paragraph,
    avatar,
    ...(input.style && { style: input.style }),
    seed: randomSeed(),
    ...(reference && { styleReference: reference }),
  });
  if (reference) return { images: [picture.url] };
  const styleRefId = await deps.styleRefs.encode(userId, { url: picture.url, token: picture.styleToken });
  return { images: [picture.url], ...(styleRefId && { styleRefId }) };
}

/** POST /user/generateImage: a paragraph's picture from a free-text visual prompt and a seed. */
export async function drawFromPrompt(
  deps: IllustrationDeps,
  input: { visualPrompt: string; paragraph: string; seed: number; style?: ImageStyle },
): Promise<GenerateImageResponse> {
  requireFriendly([
    { field: 'visualPrompt', text: input.visualPrompt, subject: 'your picture description' },
    paragraphField(input.paragraph),
  ]);
  const picture = await storeIllustration(deps, {
    paragraph: input.paragraph,
    visualPrompt: input.visualPrompt,
    ...(input.style && { style: input.style }),
    seed: input.seed,
  });
  return { images: [picture.url] };
}

/** The avatar `imageId` names (`<childId>` or `<childId>_<style>`); 404 unless the child is the caller's. */
async function loadAvatar(deps: PictureDeps, userId: string, imageId: string): Promise<{ image: Buffer; name: string }> {
  const { childId, style } = parseAvatarImageId(imageId);
  if (!isStoredId(childId)) throw notFound('Child not found');
  const child = await findChild(deps.db, userId, childId);
  if (!child) throw notFound('Child not found');

  let url = child.profilePicture;
  if (style !== null) {
    const avatar = (await listCartoonImages(deps.db, [child.id])).find((image) => image.style === style);
    if (!avatar) throw notFound('Avatar not found');
    url = avatar.url;
  }
  if (!url) throw badRequest(`${child.name} has no profile picture yet; please add one on the profile page.`);
  // Only our own media is read: a URL elsewhere is never fetched by the server.
  const image = await deps.media.get(url);
  if (!image) throw badRequest('This avatar is not stored here; please make it again on the profile page.');
  return { image, name: child.name };
}

async function loadStyleReference(deps: PictureDeps, userId: string, styleRefId: string) {
  const { url, token } = await deps.styleRefs.decode(userId, styleRefId);
  const image = await deps.media.get(url);
  if (!image) throw validationError('styleRefId', 'its first picture is gone; please make the first picture again');
  return { token, image };
}
