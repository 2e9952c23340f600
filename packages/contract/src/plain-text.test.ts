import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { nonBlank } from './fields.js';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters, plainTextOnly } from './plain-text.js';
import { saveStory } from './stories.js';

describe('control characters', () => {
  it('are refused except tab, line feed and carriage return', () => {
    for (const c of ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(hasControlCharacters(`a${c}b`)).toBe(true);
    }
    expect(hasControlCharacters('line one\nline two\r\n\tindented, émoji 🐌, “quotes”')).toBe(false);
  });

  it('are reported at the field that holds them, however deep', () => {
    const schema = plainTextOnly(z.object({ title: z.string(), list: z.array(z.object({ line: z.string() })) }));
    const result = schema.safeParse({ title: 'ok', list: [{ line: 'fine' }, { line: 'bad\u0000' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['list', 1, 'line'], message: CONTROL_CHARACTER_MESSAGE }),
    ]);
  });

  it('guard every endpoint input: a story saved with NUL in its tag is refused at the tag', () => {
    const body = {
      email: 'ann@example.org',
      title: 'The snail',
      content: 'Once.',
      prompt: 'a snail',
      storyList: [{ line: 'Once.', id: 0 }],
      tag: ['snail\u0000'],
    };
    const result = saveStory.body.safeParse(body);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['tag', 0]]);
    expect(saveStory.body.safeParse({ ...body, tag: ['snail'] }).success).toBe(true);
  });

  it('guard query strings and params too', () => {
    const e = endpoint({
      method: 'GET',
      path: '/x/:id',
      access: 'public',
      params: z.object({ id: z.string() }),
      query: z.object({ q: z.string() }),
      response: z.object({}),
    });
    expect(e.params.safeParse({ id: 'a\u0007' }).success).toBe(false);
    expect(e.query.safeParse({ q: 'fine words' }).success).toBe(true);
  });

  it('are refused by nonBlank fields, so forms built on them say so', () => {
    expect(nonBlank(10).safeParse('hi\u0000').error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
  });
});
