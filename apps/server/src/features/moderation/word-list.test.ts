import { describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/http/errors.js';
import { hasBannedWords, requireFriendly } from './word-list.js';

describe('hasBannedWords', () => {
  it.each(['A trip to Egypt to learn about the mummies', 'Ann and her grandmother visit Scunthorpe', 'The class assembly'])(
    'lets %j through',
    (text) => expect(hasBannedWords(text)).toBe(false),
  );

  it.each(['what the fuck', 'a story about sh1t', 'you biiiitch', 'FUCK'])('catches %j, disguised or not', (text) => {
    expect(hasBannedWords(text)).toBe(true);
  });
});

describe('requireFriendly', () => {
  it('refuses with 400 naming the first failing field, kindly', () => {
    const refuse = () =>
      requireFriendly([
        { field: 'title', text: 'Fine title', subject: 'the title' },
        { field: 'prompt', text: 'a fucking dragon', subject: 'your idea' },
        { field: 'visualPrompt', text: 'shit', subject: 'your picture description' },
      ]);
    expect(refuse).toThrow(HttpError);
    try {
      refuse();
    } catch (error) {
      expect((error as HttpError).statusCode).toBe(400);
      expect((error as HttpError).message).toBe("prompt: Let's keep stories friendly for children — please reword your idea.");
    }
  });

  it('words the message for other content', () => {
    expect(() => requireFriendly([{ field: 'comment', text: 'shit', subject: 'your comment' }], 'comments')).toThrow(
      "comment: Let's keep comments friendly for children — please reword your comment.",
    );
  });

  it('passes friendly and empty texts', () => {
    expect(() =>
      requireFriendly([
        { field: 'prompt', text: 'A dragon who bakes bread', subject: 'your idea' },
        { field: 'title', text: '', subject: 'the title' },
        { field: 'content', text: null, subject: 'the story' },
      ]),
    ).not.toThrow();
  });
});
