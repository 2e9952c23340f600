import { describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/http/errors.js';
import { hasBannedWords, requireFriendly, screenFields } from './word-list.js';

describe('hasBannedWords', () => {
  it.each([
    'A trip to Egypt to learn about the mummies',
    'Ann and her grandmother visit Scunthorpe',
    'The class assembly',
    'Cock-a-doodle-doo! said the rooster',
    // Review words are not banned: they wait for an admin.
    'The cock crowed on the roof',
  ])('lets %j through', (text) => expect(hasBannedWords(text)).toBe(false));

  it.each(['what the fuck', 'a story about sh1t', 'you biiiitch', 'FUCK', 'a c0ck'])('catches %j, disguised or not', (text) => {
    expect(hasBannedWords(text)).toBe(true);
  });
});

describe('requireFriendly', () => {
  it('refuses with 400 naming the first failing field and the word, kindly', () => {
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
      expect((error as HttpError).message).toBe(
        `prompt: Let's keep stories friendly for children — "fucking" isn't allowed, please reword your idea.`,
      );
    }
  });

  it('words the message for other content', () => {
    expect(() => requireFriendly([{ field: 'comment', text: 'oh sh!t', subject: 'your comment' }], 'comments')).toThrow(
      `comment: Let's keep comments friendly for children — "sh!t" isn't allowed, please reword your comment.`,
    );
  });

  it('passes friendly, review-tier and empty texts', () => {
    expect(() =>
      requireFriendly([
        { field: 'prompt', text: 'A dragon who bakes bread', subject: 'your idea' },
        { field: 'prompt', text: 'The cock crowed', subject: 'your idea' },
        { field: 'title', text: '', subject: 'the title' },
        { field: 'content', text: null, subject: 'the story' },
      ]),
    ).not.toThrow();
  });
});

describe('screenFields', () => {
  it('answers the review words of every field as flags for the admin', () => {
    expect(
      screenFields([
        { field: 'title', text: 'The Cock and the Fox', subject: 'the title', label: 'Title' },
        {
          field: 'storyList.1.line',
          text: 'A donkey, or an ass, sat down. The cock crowed.',
          subject: 'paragraph 2',
          label: 'Paragraph 2',
        },
        { field: 'tag.0', text: 'farm', subject: 'this tag' },
      ]),
    ).toEqual([
      { field: 'title', where: 'Title', word: 'Cock', reason: 'rude slang, or a rooster' },
      { field: 'storyList.1.line', where: 'Paragraph 2', word: 'ass', reason: 'rude slang, or a donkey in older tales' },
    ]);
  });

  it('refuses a review word in disguise', () => {
    expect(() => screenFields([{ field: 'title', text: 'The C0ck', subject: 'the title' }])).toThrow(
      `title: Let's keep stories friendly for children — "C0ck" isn't allowed, please reword the title.`,
    );
  });
});
