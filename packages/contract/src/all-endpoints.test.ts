import { describe, expect, it } from 'vitest';
import { endpoints } from './all-endpoints.js';
import type { Endpoint } from './endpoint.js';

const all: [string, Endpoint][] = Object.entries(endpoints);

describe('endpoints', () => {
  it('has one endpoint per method and path', () => {
    const keys = all.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses paths below /api without the prefix, and declares params for each :name', () => {
    for (const [name, e] of all) {
      expect(e.path, name).toMatch(/^\/[A-Za-z0-9\-/:]+$/);
      expect(e.path.startsWith('/api'), name).toBe(false);
      expect(e.path.includes(':'), name).toBe(e.params !== undefined);
    }
  });

  it('sends no body with GET', () => {
    for (const [name, e] of all) if (e.method === 'GET') expect(e.body, name).toBeUndefined();
  });

  it('covers every call of SPEC §7', () => {
    const spec = [
      'POST /login',
      'POST /user/generateStory',
      'POST /user/save',
      'POST /user/cartoonImage',
      'POST /user/generateImage',
      'GET /user/getStoryPublic',
      'GET /user/searchStories',
      'GET /user/getLikedStories',
      'GET /user/getStories',
      'GET /user/user',
      'POST /user/user/update',
      'GET /user/children',
      'POST /user/children',
      'PUT /user/children',
      'DELETE /user/children',
      'POST /user/cartoonify',
      'POST /upload',
      'GET /user/story/:id',
      'POST /user/addView',
      'GET /user/comments',
      'POST /user/comment',
      'PUT /user/comment',
      'DELETE /user/comment',
      'GET /user/checkLike',
      'POST /user/postLike',
      'GET /user/getStoryRating',
      'GET /user/getUserRating',
      'POST /user/addRating',
      'GET /getJustQuestions',
      'POST /saveAttemptedQ',
      'POST /generateQuiz',
      'POST /saveQuestion',
      'POST /user/feedback',
      'GET /user/pending-stories',
      'POST /user/approve-story',
      'POST /user/reject-story',
    ];
    const declared = new Set(all.map(([, e]) => `${e.method} ${e.path}`));
    expect(spec.filter((call) => !declared.has(call))).toEqual([]);
  });

  it('guards admin calls as admin and sign-in as public', () => {
    expect(endpoints.getPendingStories.access).toBe('admin');
    expect(endpoints.approveStory.access).toBe('admin');
    expect(endpoints.rejectStory.access).toBe('admin');
    expect(endpoints.getAdminPublicStories.access).toBe('admin');
    expect(endpoints.getContactMessages.access).toBe('admin');
    expect(endpoints.markContactMessageHandled.access).toBe('admin');
    // Anyone may write to us, signed in or not; the email is where the answer goes.
    expect(endpoints.sendContactMessage.access).toBe('public');
    expect(endpoints.login.access).toBe('public');
    expect(endpoints.login.status).toBe(200);
  });
});
