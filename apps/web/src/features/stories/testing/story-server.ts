import type { Comment, StoryDetail } from '@storybook/contract';
import { fakeApi, json, type FakeHandler } from '../../../testing/fake-api';
import { setStored } from '../../../lib/storage';

export const READER = { email: 'reader@example.org', name: 'Rita Reader' };

export function signInReader(): void {
  setStored('idToken', 'session-token');
  setStored('email', READER.email);
  setStored('displayName', READER.name);
}

export function buildComment(overrides: Partial<Comment> = {}): Comment {
  return {
    _id: `c${Math.random().toString(36).slice(2, 8)}`,
    text: 'What a lovely story!',
    story_id: 's1',
    email: null,
    authorName: 'Sam Someone',
    createdAt: '2026-11-23T09:00:00.000Z',
    ...overrides,
  };
}

/** The reading endpoints of a server holding `story`, each replaceable. */
export function storyServer(story: StoryDetail, overrides: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/user/story/:id': () => json(200, { story }),
    [`GET /api/user/story/${story._id}`]: () => json(200, { story }),
    'POST /api/user/addView': () => json(200, { views: story.views + 1 }),
    'GET /api/user/comments': () => json(200, { comments: [] }),
    'GET /api/user/checkLike': () => json(200, { isLiked: false }),
    'GET /api/user/getStoryRating': () => json(200, { average: null, count: 0 }),
    'GET /api/user/getUserRating': () => json(200, { rating: null }),
    ...overrides,
  });
}
