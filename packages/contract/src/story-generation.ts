import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { emailSchema, idSchema, mediaUrlSchema, nonBlank } from './fields.js';
import {
  FIRST_VERSION_DEFAULT_IMAGES,
  FIRST_VERSION_MAX_IMAGES,
  FIRST_VERSION_MIN_IMAGES,
  MAX_REFERENCE_IMAGE_BYTES,
  MAX_REFERENCE_IMAGES,
  PARAGRAPH_MAX_LENGTH,
  PARAGRAPHS_PER_STORY,
  PROMPT_MAX_LENGTH,
  VISUAL_PROMPT_MAX_LENGTH,
} from './limits.js';
import { imageStyleSchema } from './story.js';

// Only the declared type is checked here; the server sniffs the real bytes (DESIGN, Security).
const DATA_URL_PREFIX = /^data:image\/(?:jpeg|png|webp);base64,/;
const NOT_BASE64 = /[^A-Za-z0-9+/]/;

/**
 * A base64 data URL of a JPEG, PNG or WebP. Checked without one pattern over the whole string: a
 * backtracking pattern over megabytes of base64 can overflow the regexp stack (a 500, not a 400).
 */
function isImageDataUrl(value: string): boolean {
  const prefix = DATA_URL_PREFIX.exec(value);
  if (!prefix) return false;
  const base64 = value.slice(prefix[0].length);
  const padding = base64.indexOf('=');
  const body = padding === -1 ? base64 : base64.slice(0, padding);
  const tail = padding === -1 ? '' : base64.slice(padding);
  return body.length > 0 && !NOT_BASE64.test(body) && (tail === '' || tail === '=' || tail === '==');
}

/** Bytes a base64 data URL decodes to, or -1 when its base64 part has an impossible length. */
export function dataUrlByteLength(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  if (base64.length % 4 !== 0) return -1;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/** A reference image (e.g. a textbook page) sent inline: a base64 data URL of a JPEG, PNG or WebP. */
export const referenceImageSchema = z
  .string()
  .refine(isImageDataUrl, { message: 'must be a base64 data URL of a JPEG, PNG or WebP image', abort: true })
  .refine((value) => dataUrlByteLength(value) >= 0, 'must be valid base64')
  .refine(
    (value) => dataUrlByteLength(value) <= MAX_REFERENCE_IMAGE_BYTES,
    `must be at most ${MAX_REFERENCE_IMAGE_BYTES / (1024 * 1024)} MB`,
  );

const promptSchema = nonBlank(PROMPT_MAX_LENGTH);

/** First version (SPEC §5): an idea and a number of images `n`, 1 to 10, default 1. */
export const generateStoryFirstBodySchema = z.object({
  email: emailSchema,
  prompt: promptSchema,
  n: z.number().int().min(FIRST_VERSION_MIN_IMAGES).max(FIRST_VERSION_MAX_IMAGES).default(FIRST_VERSION_DEFAULT_IMAGES),
  // Absent in this version; declared so the union below can tell the versions apart.
  numParagraphs: z.undefined().optional(),
  selectedImages: z.never('only with numParagraphs (current version)').optional(),
});

/** Current version: an idea, six paragraphs and up to five reference images. */
export const generateStoryCurrentBodySchema = z.object({
  email: emailSchema,
  prompt: promptSchema,
  numParagraphs: z.literal(PARAGRAPHS_PER_STORY),
  selectedImages: z.array(referenceImageSchema).max(MAX_REFERENCE_IMAGES).default([]),
  /** The child whose avatar styles the story: they become its hero (one of the caller's children). */
  childId: idSchema.optional(),
  n: z.never('only without numParagraphs (first version)').optional(),
});

/** Either version, told apart by `numParagraphs` (present only in the current one). */
export const generateStoryBodySchema = z.discriminatedUnion('numParagraphs', [
  generateStoryCurrentBodySchema,
  generateStoryFirstBodySchema,
]);
export type GenerateStoryBody = z.infer<typeof generateStoryBodySchema>;

/** First version: `tag` is one space-separated string, `content` the lines, `images` n URLs. */
export const generateStoryFirstResponseSchema = z.object({
  title: z.string(),
  tag: z.string(),
  content: z.array(z.string()),
  images: z.array(mediaUrlSchema),
});

/** Current version: `content` the paragraphs, `tag` one string of #-separated tags. */
export const generateStoryCurrentResponseSchema = z.object({
  content: z.array(z.string()).max(PARAGRAPHS_PER_STORY),
  title: z.string(),
  tag: z.string(),
});

// First version first: a current answer lacks `images`, so it can only match the second.
export const generateStoryResponseSchema = z.union([generateStoryFirstResponseSchema, generateStoryCurrentResponseSchema]);
export type GenerateStoryResponse = z.infer<typeof generateStoryResponseSchema>;

/** POST /api/user/generateStory: write a story from an idea (SPEC §7). 502/504 when the AI fails. */
export const generateStory = endpoint({
  method: 'POST',
  path: '/user/generateStory',
  access: 'user',
  body: generateStoryBodySchema,
  response: generateStoryResponseSchema,
});

/** Exactly one paragraph: pictures are made one paragraph per call. */
const oneParagraphSchema = z.array(nonBlank(PARAGRAPH_MAX_LENGTH)).length(1);

/**
 * The `imageId` of an avatar: a child's profile picture is `<childId>`, one of their cartoon styles
 * `<childId>_<styleId>` (ids never contain '_'), so one id names one picture of one child.
 */
export function avatarImageId(childId: string, style?: string | null): string {
  return style ? `${childId}_${style}` : childId;
}

export function parseAvatarImageId(imageId: string): { childId: string; style: string | null } {
  const at = imageId.indexOf('_');
  return at < 0 ? { childId: imageId, style: null } : { childId: imageId.slice(0, at), style: imageId.slice(at + 1) };
}

/**
 * Longest `styleRefId`: the server's opaque, signed reference to the first picture and its look.
 * Room for a media URL of a bucket and a style token, base64url-encoded.
 */
export const STYLE_REF_ID_MAX_LENGTH = 1000;

export const cartoonImageBodySchema = z.object({
  email: emailSchema,
  /** The avatar, as `avatarImageId(childId, style)` names it. */
  imageId: idSchema,
  paragraphs: oneParagraphSchema,
  /** The first paragraph's styleRefId, sent for the paragraphs after it (SPEC §4). */
  styleRefId: nonBlank(STYLE_REF_ID_MAX_LENGTH).optional(),
  style: imageStyleSchema.optional(),
});

export const cartoonImageResponseSchema = z.object({
  /** The client uses the first. */
  images: z.array(mediaUrlSchema).min(1),
  /** Answered for the first paragraph (no styleRefId sent): pass it with the other paragraphs. */
  styleRefId: z.string().max(STYLE_REF_ID_MAX_LENGTH).optional(),
});
export type CartoonImageResponse = z.infer<typeof cartoonImageResponseSchema>;

/** POST /api/user/cartoonImage: illustrate a paragraph with a saved avatar as the hero. */
export const cartoonImage = endpoint({
  method: 'POST',
  path: '/user/cartoonImage',
  access: 'user',
  body: cartoonImageBodySchema,
  response: cartoonImageResponseSchema,
});

export const generateImageBodySchema = z.object({
  email: emailSchema,
  visualPrompt: nonBlank(VISUAL_PROMPT_MAX_LENGTH),
  paragraphs: oneParagraphSchema,
  /** Same paragraph, prompt and seed give the same picture. */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
  style: imageStyleSchema.optional(),
});

export const generateImageResponseSchema = z.object({ images: z.array(mediaUrlSchema).min(1) });
export type GenerateImageResponse = z.infer<typeof generateImageResponseSchema>;

/** POST /api/user/generateImage: illustrate a paragraph from a free-text visual prompt. */
export const generateImage = endpoint({
  method: 'POST',
  path: '/user/generateImage',
  access: 'user',
  body: generateImageBodySchema,
  response: generateImageResponseSchema,
});
