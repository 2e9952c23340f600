import { describe, expect, it } from 'vitest';
import { MAX_REFERENCE_IMAGE_BYTES, MAX_REFERENCE_IMAGES } from './limits.js';
import {
  dataUrlByteLength,
  generateStory,
  generateStoryBodySchema,
  generateStoryResponseSchema,
  referenceImageSchema,
} from './story-generation.js';

const png = 'data:image/png;base64,iVBORw0KGgo=';
const first = { email: 'ann@example.com', prompt: 'A trip to see the mummies' };
const current = { ...first, numParagraphs: 6, selectedImages: [png] };

function issuePaths(input: unknown): string[] {
  const result = generateStoryBodySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('generateStory body, first version', () => {
  it('defaults n to 1', () => {
    expect(generateStoryBodySchema.parse(first)).toEqual({ ...first, n: 1 });
  });

  it('accepts n from 1 to 10', () => {
    expect(generateStoryBodySchema.safeParse({ ...first, n: 1 }).success).toBe(true);
    expect(generateStoryBodySchema.safeParse({ ...first, n: 10 }).success).toBe(true);
  });

  it.each([0, 11, -1, 2.5])('refuses n = %s, naming the field', (n) => {
    expect(issuePaths({ ...first, n })).toEqual(['n']);
  });

  it('refuses a blank prompt', () => {
    expect(issuePaths({ ...first, prompt: '   ' })).toEqual(['prompt']);
  });

  it('trims the prompt', () => {
    expect(generateStoryBodySchema.parse({ ...first, prompt: '  owls  ' })).toMatchObject({ prompt: 'owls' });
  });
});

describe('generateStory body, current version', () => {
  it('parses as the current variant when numParagraphs is present', () => {
    const body = generateStoryBodySchema.parse(current);
    expect(body).toEqual(current);
    expect('n' in body).toBe(false);
  });

  it('defaults selectedImages to an empty list', () => {
    expect(generateStoryBodySchema.parse({ ...first, numParagraphs: 6 })).toMatchObject({ selectedImages: [] });
  });

  it('refuses a numParagraphs other than 6', () => {
    expect(generateStoryBodySchema.safeParse({ ...first, numParagraphs: 5 }).success).toBe(false);
  });

  it('refuses a blank prompt', () => {
    expect(issuePaths({ ...current, prompt: '\n\t ' })).toEqual(['prompt']);
  });

  it(`refuses more than ${MAX_REFERENCE_IMAGES} selectedImages`, () => {
    const images = Array.from({ length: MAX_REFERENCE_IMAGES + 1 }, () => png);
    expect(issuePaths({ ...current, selectedImages: images })).toEqual(['selectedImages']);
    expect(generateStoryBodySchema.safeParse({ ...current, selectedImages: images.slice(1) }).success).toBe(true);
  });

  it('refuses a selected image that is not an image data URL', () => {
    for (const image of ['https://example.com/a.png', 'data:image/gif;base64,R0lGODlh', 'data:text/html;base64,PGI+']) {
      expect(issuePaths({ ...current, selectedImages: [png, image] })).toEqual(['selectedImages.1']);
    }
  });

  it('refuses selectedImages or n mixed into the other version', () => {
    expect(issuePaths({ ...first, selectedImages: [png] })).toEqual(['selectedImages']);
    expect(issuePaths({ ...current, n: 2 })).toEqual(['n']);
  });

  it('is the body of POST /user/generateStory', () => {
    for (const body of [current, first, { ...current, prompt: '' }]) {
      expect(generateStory.body.safeParse(body)).toEqual(generateStoryBodySchema.safeParse(body));
    }
    expect([generateStory.method, generateStory.path, generateStory.access]).toEqual(['POST', '/user/generateStory', 'user']);
  });
});

describe('referenceImageSchema', () => {
  it('accepts JPEG, PNG and WebP data URLs', () => {
    for (const type of ['jpeg', 'png', 'webp']) {
      expect(referenceImageSchema.safeParse(`data:image/${type};base64,AAAA`).success).toBe(true);
    }
  });

  it('refuses base64 with a letter outside its alphabet, padding before the end, or nothing at all', () => {
    for (const base64 of ['AA-_', 'AA A', 'AA=A', 'A===', '====', '']) {
      expect(referenceImageSchema.safeParse(`data:image/png;base64,${base64}`).error?.issues[0]?.message, base64).toBe(
        'must be a base64 data URL of a JPEG, PNG or WebP image',
      );
    }
  });

  it('refuses base64 of an impossible length', () => {
    expect(referenceImageSchema.safeParse('data:image/png;base64,AAAAA').success).toBe(false);
  });

  it('refuses an image over the byte limit', () => {
    const base64 = 'A'.repeat((Math.ceil(MAX_REFERENCE_IMAGE_BYTES / 3) + 1) * 4);
    expect(referenceImageSchema.safeParse(`data:image/png;base64,${base64}`).error?.issues[0]?.message).toBe(
      'must be at most 5 MB',
    );
  });

  it('counts decoded bytes', () => {
    expect(dataUrlByteLength('data:image/png;base64,AAAA')).toBe(3);
    expect(dataUrlByteLength('data:image/png;base64,AAA=')).toBe(2);
    expect(dataUrlByteLength('data:image/png;base64,AA==')).toBe(1);
  });
});

describe('generateStory response', () => {
  it('keeps the first version with its images', () => {
    const answer = { title: 'T', tag: 'egypt history', content: ['a', '', 'b'], images: ['/media/1.webp'] };
    expect(generateStoryResponseSchema.parse(answer)).toEqual(answer);
  });

  it('accepts the current version without images', () => {
    const answer = { content: ['one', 'two'], title: 'T', tag: '#egypt#history' };
    expect(generateStoryResponseSchema.parse(answer)).toEqual(answer);
  });
});
