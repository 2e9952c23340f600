import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Config } from '../../platform/config.js';
import { HttpStatusError, UnusableAnswerError, withRetries, type RetryPolicy } from './retry.js';

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
 * A tiny client for OpenAI's image API (and servers that copy it): `POST /images/generations` and
 * `POST /images/edits` (multipart, with reference images), which the AI SDK's image API lacks.
 * Every picture is taken at once (b64_json, or downloaded from its URL before the URL expires) and
 * returned as WebP.
 */
export interface ImageClient {
  generate(prompt: string, shape: WebpShape): Promise<Buffer>;
  edit(prompt: string, references: Buffer[], shape: WebpShape): Promise<Buffer>;
}

export function createImageClient(image: Config['ai']['image'], policy: RetryPolicy): ImageClient {
  const base = (image.baseUrl ?? DEFAULT_IMAGE_BASE_URL).replace(/\/+$/, '');
  const model = image.model ?? DEFAULT_IMAGE_MODEL;
  const auth: Record<string, string> = image.apiKey ? { authorization: `Bearer ${image.apiKey}` } : {};
  // gpt-image models always answer b64_json and refuse the parameter; DALL·E and most others send a URL unless asked.
  const responseFormat = /^gpt-image/i.test(model) ? null : 'b64_json';

  /** One API call with retries; `body` is called per attempt, since a request consumes its body. */
  function post(
    path: string,
    body: () => { body: string | FormData; headers: Record<string, string> },
    shape: WebpShape,
  ): Promise<Buffer> {
    return withRetries('picture service', policy, async (signal) => {
      const request = body();
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { ...auth, ...request.headers },
        body: request.body,
        signal,
      });
      if (!response.ok) {
        // Read and drop the body: its text is the provider's, never shown, and the socket is freed.
        await response.arrayBuffer().catch(() => undefined);
        throw new HttpStatusError(response.status, response.headers);
      }
      return toWebp(await takeImage(await readJson(response), signal), shape);
    });
  }

  return {
    generate(prompt, shape) {
      const json = JSON.stringify({
        model,
        prompt,
        n: 1,
        size: IMAGE_SIZE,
        ...(responseFormat ? { response_format: responseFormat } : {}),
      });
      return post('/images/generations', () => ({ body: json, headers: { 'content-type': 'application/json' } }), shape);
    },
    async edit(prompt, references, shape) {
      const pngs = await Promise.all(references.map(asReferencePng));
      // OpenAI reads several references from `image[]`; a single one goes as plain `image`, which every server knows.
      const field = pngs.length > 1 ? 'image[]' : 'image';
      return post(
        '/images/edits',
        () => {
          const form = new FormData();
          form.set('model', model);
          form.set('prompt', prompt);
          form.set('n', '1');
          form.set('size', IMAGE_SIZE);
          if (responseFormat) form.set('response_format', responseFormat);
          pngs.forEach((png, i) =>
            form.append(field, new Blob([new Uint8Array(png)], { type: 'image/png' }), `reference-${i + 1}.png`),
          );
          // fetch sets the multipart content type with its boundary.
          return { body: form, headers: {} };
        },
        shape,
      );
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    throw new UnusableAnswerError('the answer is not JSON', { cause: error });
  }
}

/** The first picture of an images answer: base64 bytes, or a URL fetched right now (they expire). */
async function takeImage(answer: unknown, signal: AbortSignal): Promise<Buffer> {
  const first = (answer as { data?: Array<{ b64_json?: unknown; url?: unknown }> } | null)?.data?.[0];
  if (typeof first?.b64_json === 'string' && first.b64_json.length > 0) return Buffer.from(first.b64_json, 'base64');
  if (typeof first?.url === 'string') {
    const dataUrl = /^data:image\/[\w.+-]+;base64,(.+)$/s.exec(first.url);
    if (dataUrl) return Buffer.from(dataUrl[1]!, 'base64');
    if (!/^https?:\/\//i.test(first.url)) throw new UnusableAnswerError('the picture URL is not http(s)');
    const response = await fetch(first.url, { signal });
    if (!response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      throw new HttpStatusError(response.status, response.headers);
    }
    if (Number(response.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES)
      throw new UnusableAnswerError('the picture is too large');
    return Buffer.from(await response.arrayBuffer());
  }
  throw new UnusableAnswerError('the answer holds no picture');
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
