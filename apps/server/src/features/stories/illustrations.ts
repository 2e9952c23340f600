import type { FastifyBaseLogger } from 'fastify';
import type { IllustrationRequest, Illustrator } from '../../ai/types.js';
import type { MediaStore } from '../../platform/media-storage/store.js';
import { sniffImageType } from '../../platform/media-storage/sniff.js';
import { storePicture } from '../../platform/media-storage/variants.js';
import { callAi, invalidOutput } from '../../ai/call-ai.js';

export interface IllustrationDeps {
  illustrator: Illustrator;
  media: MediaStore;
  log: FastifyBaseLogger;
}

export interface StoredIllustration {
  url: string;
  styleToken: string | null;
}

/**
 * Asks the illustrator for one picture and stores it at once (a hosted provider's URLs expire),
 * as WebP with its smaller copies, answering our own media URL. Bytes that are not an image count
 * as a failed AI call (502).
 */
export async function storeIllustration(deps: IllustrationDeps, request: IllustrationRequest): Promise<StoredIllustration> {
  const { image, type, styleToken } = await callAi(deps.log, 'draw this picture', async () => {
    const made = await deps.illustrator.illustrate(request);
    const sniffed = sniffImageType(made.image);
    if (!sniffed) throw invalidOutput('the illustrator answered bytes that are not an image');
    return { ...made, type: sniffed };
  });
  // With its 320 and 640 px copies, for card thumbnails and the story page's srcset.
  const stored = await storePicture(deps.media, image, type);
  return { url: stored.url, styleToken };
}
