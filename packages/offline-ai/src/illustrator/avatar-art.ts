import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { toHex } from './colour.js';
import type { AvatarArt } from './hero-figure.js';

/** Side of the embedded avatar, in pixels: the head is drawn about 260 px wide. */
const SIDE = 320;
const ZOOM = 1.25;
const CACHE_SIZE = 16;
/** A book's six pictures share one avatar: prepare it once. */
const cache = new Map<string, Promise<AvatarArt>>();

/** The avatar as a small square PNG data URL (librsvg embeds PNG), and the colour of the face for the hands. */
export function prepareAvatar(image: Buffer): Promise<AvatarArt> {
  const key = createHash('sha1').update(image).digest('hex');
  const cached = cache.get(key);
  if (cached) return cached;
  const made = make(image);
  cache.set(key, made);
  made.catch(() => cache.delete(key));
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return made;
}

async function make(image: Buffer): Promise<AvatarArt> {
  // Avatars are head-and-shoulders portraits: zoom in a little, above the middle, on the face.
  const zoomed = Math.round(SIDE * ZOOM);
  const square = await sharp(image)
    .rotate()
    .resize(zoomed, zoomed, { fit: 'cover', position: 'attention' })
    .extract({ left: Math.round((zoomed - SIDE) / 2), top: Math.round((zoomed - SIDE) * 0.3), width: SIDE, height: SIDE })
    .removeAlpha()
    .png({ compressionLevel: 2 })
    .toBuffer();
  // The cheeks of a portrait are skin: their commonest colour dresses the hands.
  const { dominant } = await sharp(square)
    .extract({
      left: Math.round(SIDE * 0.3),
      top: Math.round(SIDE * 0.45),
      width: Math.round(SIDE * 0.4),
      height: Math.round(SIDE * 0.2),
    })
    .stats();
  return { dataUrl: `data:image/png;base64,${square.toString('base64')}`, skin: toHex(dominant.r, dominant.g, dominant.b) };
}
