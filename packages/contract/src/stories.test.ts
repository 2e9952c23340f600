import { describe, expect, it } from 'vitest';
import { HOME_PAGE_SIZE, MAX_PAGE_SIZE } from './limits.js';
import { getStoryPublic, saveStory, searchStories } from './stories.js';

describe('getStoryPublic query', () => {
  it('coerces page and limit from the query string', () => {
    expect(getStoryPublic.query.parse({ page: '3', limit: '10' })).toEqual({ page: 3, limit: 10 });
  });

  it('defaults to the first page of the home page size', () => {
    expect(getStoryPublic.query.parse({})).toEqual({ page: 1, limit: HOME_PAGE_SIZE });
  });

  it.each([
    { page: '0' },
    { page: '1.5' },
    { page: 'two' },
    { limit: '0' },
    { limit: String(MAX_PAGE_SIZE + 1) },
  ])('refuses %j', (query) => {
    expect(getStoryPublic.query.safeParse(query).success).toBe(false);
  });

  it('lower-cases an optional email', () => {
    expect(getStoryPublic.query.parse({ email: 'Ann@Example.COM' })).toMatchObject({ email: 'ann@example.com' });
  });
});

describe('searchStories query', () => {
  it('refuses a blank query', () => {
    expect(searchStories.query.safeParse({ query: '  ' }).success).toBe(false);
  });
});

describe('save payload', () => {
  const payload = {
    email: 'ann@example.com',
    title: 'Ann and the Mummies',
    content: 'One.\n\nTwo.',
    storyList: [
      { line: 'One.', image: '/media/a.webp', id: 0 },
      { line: 'Two.', image: null, id: 1 },
    ],
    prompt: 'mummies',
    thumbnail: '/media/a.webp',
    status: 'private',
    tag: ['egypt'],
  };

  it('accepts the current payload', () => {
    expect(saveStory.body.parse(payload)).toEqual(payload);
  });

  it('accepts the first version with images and defaults status to public', () => {
    const { status: _status, ...rest } = payload;
    const parsed = saveStory.body.parse({ ...rest, images: ['/media/a.webp'] });
    expect(parsed.status).toBe('public');
    expect(parsed.images).toEqual(['/media/a.webp']);
  });

  it('accepts rejected (discard) but not pending', () => {
    expect(saveStory.body.safeParse({ ...payload, status: 'rejected' }).success).toBe(true);
    expect(saveStory.body.safeParse({ ...payload, status: 'pending' }).success).toBe(false);
  });

  it('refuses a blank title and a blank line', () => {
    expect(saveStory.body.safeParse({ ...payload, title: ' ' }).success).toBe(false);
    expect(saveStory.body.safeParse({ ...payload, storyList: [{ line: ' ', image: null, id: 0 }] }).success).toBe(false);
  });

  it('refuses an image address that is neither http(s) nor a local path', () => {
    expect(saveStory.body.safeParse({ ...payload, thumbnail: 'javascript:alert(1)' }).success).toBe(false);
    expect(saveStory.body.safeParse({ ...payload, thumbnail: '//evil.example/a.png' }).success).toBe(false);
  });
});
