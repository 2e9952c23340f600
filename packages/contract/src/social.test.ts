import { describe, expect, it } from 'vitest';
import { addRating, postComment, ratingSchema } from './social.js';

const body = { story_id: 'story1', email: 'ann@example.com' };

describe('ratings', () => {
  it.each([0, 6, 3.5, -1])('refuses rating %s', (rating) => {
    expect(addRating.body.safeParse({ ...body, rating }).success).toBe(false);
  });

  it.each([1, 3, 5])('accepts rating %s', (rating) => {
    expect(addRating.body.parse({ ...body, rating })).toEqual({ ...body, rating });
  });

  it('accepts a null user rating only in answers', () => {
    expect(ratingSchema.nullable().parse(null)).toBeNull();
    expect(ratingSchema.safeParse(null).success).toBe(false);
  });
});

describe('comments', () => {
  it('refuses a blank comment', () => {
    const result = postComment.body.safeParse({ ...body, comment: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['comment']);
  });

  it('trims the comment text', () => {
    expect(postComment.body.parse({ ...body, comment: ' Lovely! ' }).comment).toBe('Lovely!');
  });
});
