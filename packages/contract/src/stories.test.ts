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

  it.each([{ page: '0' }, { page: '1.5' }, { page: 'two' }, { limit: '0' }, { limit: String(MAX_PAGE_SIZE + 1) }])(
    'refuses %j',
    (query) => {
      expect(getStoryPublic.query.safeParse(query).success).toBe(false);
    },
  );

  it('lower-cases an optional email', () => {
    expect(getStoryPublic.query.parse({ email: 'Ann@Example.COM' })).toMatchObject({ email: 'ann@example.com' });
  });
});

describe('paging cursor', () => {
  it('accepts an opaque after cursor', () => {
    expect(getStoryPublic.query.parse({ after: 'abc_DEF-123' })).toMatchObject({ after: 'abc_DEF-123' });
  });

  it.each(['', 'has space', 'a/b', 'x'.repeat(513)])('refuses the cursor %j', (after) => {
    const result = searchStories.query.safeParse({ query: 'dragon', after });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['after']);
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

  it('refuses a kept story without a title, a prompt or any line with text, naming the field', () => {
    const paths = (input: unknown) => {
      const result = saveStory.body.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(paths({ ...payload, title: ' ' })).toEqual(['title']);
    expect(paths({ ...payload, prompt: '' })).toEqual(['prompt']);
    expect(paths({ ...payload, storyList: [{ line: ' ', image: null, id: 0 }] })).toEqual(['storyList']);
    expect(paths({ ...payload, status: 'public', storyList: [] })).toEqual(['storyList']);
  });

  it('lets blank lines through (the server skips them) and trims lines', () => {
    const storyList = [
      { line: '  One.  ', image: null, id: 0 },
      { line: ' ', image: null, id: 1 },
    ];
    expect(saveStory.body.parse({ ...payload, storyList }).storyList.map((entry) => entry.line)).toEqual(['One.', '']);
  });

  it('accepts a discard with a blank title, no text and no lines', () => {
    const discard = {
      ...payload,
      status: 'rejected',
      title: '',
      content: '',
      prompt: '',
      storyList: [],
      thumbnail: null,
      tag: [],
    };
    expect(saveStory.body.safeParse(discard).success).toBe(true);
  });

  it('refuses an image address that is neither http(s) nor a local path', () => {
    expect(saveStory.body.safeParse({ ...payload, thumbnail: 'javascript:alert(1)' }).success).toBe(false);
    expect(saveStory.body.safeParse({ ...payload, thumbnail: '//evil.example/a.png' }).success).toBe(false);
  });
});
