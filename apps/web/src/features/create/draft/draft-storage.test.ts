import { afterEach, describe, expect, it } from 'vitest';
import { emptyDraft } from './draft-reducer';
import { clearDraft, DRAFT_STORAGE_KEY, loadDraft, REFERENCE_IMAGES_STORAGE_KEY, saveDraft } from './draft-storage';
import type { CreateDraft } from './draft-types';

afterEach(() => window.sessionStorage.clear());

const story: CreateDraft = {
  ...emptyDraft('d1'),
  phase: 'story',
  idea: 'Maya goes to Egypt',
  title: 'Maya and the Mummies',
  paragraphs: ['One.', 'Two.', 'Three.'],
  tags: ['Egypt'],
  visualChoice: { kind: 'avatar', imageId: 'c1_comic' },
  visuals: [
    { text: 'One.', image: '/media/1.webp', isLoading: false, error: false, index: 0 },
    { text: 'Two.', image: null, isLoading: true, error: false, index: 1 },
    { text: 'Three.', image: '/media/3.webp', isLoading: true, error: false, index: 2 },
  ],
  visualsRun: 1,
  thumbnail: '/media/3.webp',
  visibility: 'private',
};

describe('draft storage', () => {
  it('restores the story, pictures and choices, with nothing left loading', () => {
    saveDraft('ann@example.org', story);
    const restored = loadDraft('ann@example.org');
    expect(restored).toEqual({
      ...story,
      visuals: [
        story.visuals[0],
        { text: 'Two.', image: null, isLoading: false, error: true, index: 1 },
        { text: 'Three.', image: '/media/3.webp', isLoading: false, error: false, index: 2 },
      ],
    });
  });

  it('a story still being written comes back as the entry form', () => {
    saveDraft('ann@example.org', { ...emptyDraft('d2'), phase: 'generating', idea: 'Maya' });
    expect(loadDraft('ann@example.org')).toMatchObject({ phase: 'idea', idea: 'Maya' });
  });

  it('keeps reference images in session storage, out of the local draft', () => {
    const images = ['data:image/png;base64,AAAA'];
    saveDraft('ann@example.org', { ...emptyDraft('d3'), referenceImages: images });
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).not.toContain('base64');
    expect(JSON.parse(window.sessionStorage.getItem(REFERENCE_IMAGES_STORAGE_KEY) ?? '{}')).toEqual({
      owner: 'ann@example.org',
      images,
    });
    expect(loadDraft('ann@example.org').referenceImages).toEqual(images);
    expect(loadDraft('bob@example.org').referenceImages).toEqual([]);
  });

  it("ignores another user's draft, a damaged one, and a cleared one", () => {
    saveDraft('ann@example.org', story);
    expect(loadDraft('bob@example.org').phase).toBe('idea');
    window.localStorage.setItem(DRAFT_STORAGE_KEY, '{"owner":"ann@example.org","draft":{"phase":"nonsense"}}');
    expect(loadDraft('ann@example.org').title).toBe('');
    saveDraft('ann@example.org', story);
    clearDraft();
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });
});
