import type { FastifyBaseLogger } from 'fastify';
import { callAi } from '../../ai/call-ai.js';
import type { Cartoonist } from '../../ai/types.js';
import type { Db } from '../../platform/db/client.js';
import { badRequest } from '../../platform/http/errors.js';
import type { MediaStore } from '../../platform/media-storage/store.js';
import { findChild, replaceCartoonImages } from './queries.js';
import { isStoredId } from '../../platform/db/ids.js';
import { childNotFound } from './service.js';

export interface CartoonifyDeps {
  db: Db;
  media: MediaStore;
  cartoonist: Cartoonist;
  log: FastifyBaseLogger;
}

export interface CartoonifyResult {
  cartoonImages: string[];
  cartoonImageId: string[];
}

/**
 * Makes a child's cartoon avatars from the profile picture we stored, stores each image, and
 * replaces the child's previous avatars in one transaction. Answers URLs and style ids in order.
 */
export async function cartoonifyChild(deps: CartoonifyDeps, userId: string, childId: string): Promise<CartoonifyResult> {
  if (!isStoredId(childId)) throw childNotFound();
  const child = await findChild(deps.db, userId, childId);
  if (!child) throw childNotFound();
  if (!child.profilePicture) throw badRequest('This child has no profile picture to make cartoon avatars from.');
  // Only our own media is read: a URL elsewhere is never fetched by the server.
  const photo = await deps.media.get(child.profilePicture);
  if (!photo) throw badRequest("This child's profile picture is not stored here; please upload it again.");

  const avatars = await callAi(deps.log, 'make the cartoon avatars', () => deps.cartoonist.cartoonify(photo));
  const stored = await Promise.all(avatars.map((avatar) => deps.media.put(avatar.image, 'image/webp')));
  const images = avatars.map((avatar, index) => ({ style: avatar.style, url: stored[index]!.url }));

  await deps.db.transaction(async (tx) => {
    // The lock keeps two cartoonify calls for one child from interleaving their replacements.
    if (!(await findChild(tx, userId, childId, { lock: true }))) throw childNotFound();
    await replaceCartoonImages(tx, childId, images);
  });
  return { cartoonImages: images.map((image) => image.url), cartoonImageId: images.map((image) => image.style) };
}
