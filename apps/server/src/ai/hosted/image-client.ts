import { createHash } from 'node:crypto';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateImage, type ImageModel } from 'ai';
import sharp from 'sharp';
import type { Config } from '../../platform/config.js';
import { providerError, UnusableAnswerError } from './retry.js';

export const DEFAULT_IMAGE_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_IMAGE_MODEL = 'gpt-image-1';
/** Square is the one size every OpenAI image model (and most compatible servers) accepts. */
const IMAGE_SIZE = '1024x1024';
/** Larger answers are refused rather than decoded: a 1024x1024 PNG is a few MB. */
const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
const MAX_IMAGE_PIXELS = 40_000_000;
/** References are sent as PNG no larger than this a side: enough detail for a face, a small upload. */
const REFERENCE_SIDE = 1024;

/** How the caller wants the picture: WebP, fitted into a box. */
export interface WebpShape {
  width: number;
  height: number;
  fit: 'inside' | 'cover';
}

/**
 * Pictures through the AI SDK's `generateImage`: from words (`/images/generations`) or edited from
 * reference pictures (`/images/edits`, multipart), with the SDK's retries (`maxRetries`, backoff,
 * Retry-After) within one time limit. Every picture is taken at once and returned as WebP.
 */
export interface ImageClient {
  generate(prompt: string, shape: WebpShape): Promise<Buffer>;
  edit(prompt: string, references: Buffer[], shape: WebpShape): Promise<Buffer>;
}

/** `limits`: the time limit of a picture, its retries included, and how many retries it may take. */
export function createImageClient(
  image: Config['ai']['image'],
  limits: Pick<Config['ai'], 'timeoutMs' | 'maxRetries'>,
): ImageClient {
  const model = imageModel(image);

  async function draw(prompt: Parameters<typeof generateImage>[0]['prompt'], shape: WebpShape): Promise<Buffer> {
    const signal = AbortSignal.timeout(limits.timeoutMs);
    try {
      const { image: picture } = await generateImage({
        model,
        prompt,
        n: 1,
        size: IMAGE_SIZE,
        maxRetries: limits.maxRetries,
        abortSignal: signal,
      });
      return await toWebp(Buffer.from(picture.uint8Array), shape);
    } catch (error) {
      throw providerError('picture service', error, signal, limits.timeoutMs);
    }
  }

  return {
    generate: (prompt, shape) => draw(prompt, shape),
    async edit(prompt, references, shape) {
      return draw({ text: prompt, images: await Promise.all(references.map(asReferencePng)) }, shape);
    },
  };
}

/**
 * OpenAI's image models, or a compatible server's (which may answer a URL: the SDK downloads it at
 * once, before it expires).
 */
function imageModel(image: Config['ai']['image']): ImageModel {
  const modelId = image.model ?? DEFAULT_IMAGE_MODEL;
  const apiKey = image.apiKey ?? undefined;
  if (image.provider === 'openai-compatible') {
    return createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: image.baseUrl ?? DEFAULT_IMAGE_BASE_URL,
      apiKey,
    }).imageModel(modelId);
  }
  return createOpenAI({ apiKey, baseURL: image.baseUrl ?? DEFAULT_IMAGE_BASE_URL }).image(modelId);
}

async function toWebp(bytes: Buffer, shape: WebpShape): Promise<Buffer> {
  if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) throw new UnusableAnswerError('the picture is empty or too large');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize(shape.width, shape.height, { fit: shape.fit, withoutEnlargement: shape.fit === 'inside' })
      // Effort 2 encodes in half the time of the default 4 at the same size: pictures are waited for.
      .webp({ quality: 86, effort: 2 })
      .toBuffer();
  } catch (error) {
    throw new UnusableAnswerError('the picture could not be decoded', { cause: error });
  }
}

/**
 * Recent reference PNGs by the hash of their source: a story's five later pictures all send the same
 * avatar and first picture, each in its own HTTP request, and re-encoding them is most of our CPU time.
 */
const referenceCache = new Map<string, Promise<Buffer>>();
const REFERENCE_CACHE_SIZE = 8;

/** Any stored picture (WebP avatar, JPEG photo) as a PNG within REFERENCE_SIDE, the format every edits endpoint takes. */
function asReferencePng(image: Buffer): Promise<Buffer> {
  const key = createHash('sha256').update(image).digest('base64');
  const cached = referenceCache.get(key);
  if (cached) return cached;
  const png = sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize(REFERENCE_SIDE, REFERENCE_SIDE, { fit: 'inside', withoutEnlargement: true })
    // Fast compression: the file is uploaded once and thrown away.
    .png({ compressionLevel: 2 })
    .toBuffer();
  referenceCache.set(key, png);
  png.catch(() => referenceCache.delete(key));
  if (referenceCache.size > REFERENCE_CACHE_SIZE) referenceCache.delete(referenceCache.keys().next().value!);
  return png;
}
