import { describe, expect, it } from 'vitest';
import { draftReducer, emptyDraft, type DraftAction } from './draft-reducer';
import type { CreateDraft } from './draft-types';

function run(draft: CreateDraft, ...actions: DraftAction[]): CreateDraft {
  return actions.reduce(draftReducer, draft);
}

const generated = (draft: CreateDraft, overrides: Partial<{ title: string; tag: string; content: string[] }> = {}) =>
  run(
    draft,
    { type: 'generationStarted' },
    {
      type: 'storyGenerated',
      draftId: draft.id,
      title: '"Maya and the Mummies"',
      tag: '#Egypt #Mummies',
      content: ['One.', 'Two.', '  ', 'Three.', 'Four.', 'Five.', 'Six.'],
      ...overrides,
    },
  );

const start = { ...emptyDraft('d1'), idea: 'Maya goes to Egypt', referenceImages: ['data:image/png;base64,AAAA'] };

describe('draftReducer: generation (SPEC §4)', () => {
  it('goes entry -> generating -> story, stripping quotes, splitting tags and dropping blank paragraphs', () => {
    const generating = run(start, { type: 'generationStarted' });
    expect(generating.phase).toBe('generating');
    const story = generated(start);
    expect(story.phase).toBe('story');
    expect(story.title).toBe('Maya and the Mummies');
    expect(story.tags).toEqual(['Egypt', 'Mummies']);
    expect(story.paragraphs).toEqual(['One.', 'Two.', 'Three.', 'Four.', 'Five.', 'Six.']);
    // Reference images are used up by the story; they are not kept around.
    expect(story.referenceImages).toEqual([]);
    expect(story.idea).toBe('Maya goes to Egypt');
  });

  it('returns to the entry form on failure, keeping what was entered', () => {
    const failed = run(start, { type: 'generationStarted' }, { type: 'generationFailed', draftId: 'd1' });
    expect(failed.phase).toBe('idea');
    expect(failed.idea).toBe('Maya goes to Egypt');
    expect(failed.referenceImages).toEqual(start.referenceImages);
  });

  it('ignores an answer for another draft (one discarded meanwhile)', () => {
    const generating = run(start, { type: 'generationStarted' });
    expect(run(generating, { type: 'storyGenerated', draftId: 'old', title: 'x', tag: '', content: ['x'] })).toBe(generating);
  });
});

describe('draftReducer: text, title and tags (SPEC §5)', () => {
  it('edits the text and splits it into paragraphs on blank lines', () => {
    const story = generated(start);
    const editing = run(story, { type: 'editStarted' });
    expect(editing.editingText).toBe('One.\n\nTwo.\n\nThree.\n\nFour.\n\nFive.\n\nSix.');
    const edited = run(
      editing,
      { type: 'editTextChanged', text: 'New one.\n\n\n\nNew two,\nstill two.\n  \nNew three.' },
      { type: 'editFinished' },
    );
    expect(edited.editingText).toBeNull();
    expect(edited.paragraphs).toEqual(['New one.', 'New two,\nstill two.', 'New three.']);
  });

  it('strips quotes from an edited title', () => {
    expect(run(generated(start), { type: 'titleChanged', title: '  “A New Title”  ' }).title).toBe('A New Title');
  });

  it('adds a tag unless empty or present, and removes one', () => {
    const story = generated(start);
    expect(run(story, { type: 'tagAdded', tag: 'Pyramids' }).tags).toEqual(['Egypt', 'Mummies', 'Pyramids']);
    expect(run(story, { type: 'tagAdded', tag: ' ' }).tags).toEqual(['Egypt', 'Mummies']);
    expect(run(story, { type: 'tagAdded', tag: '#Egypt' }).tags).toEqual(['Egypt', 'Mummies']);
    expect(run(story, { type: 'tagRemoved', tag: 'Egypt' }).tags).toEqual(['Mummies']);
  });
});

describe('draftReducer: visuals (SPEC §4, §5)', () => {
  it('Create Visuals does nothing with no paragraphs, or while editing', () => {
    const empty = { ...generated(start), paragraphs: ['  ', ''] };
    expect(run(empty, { type: 'visualsStarted' })).toBe(empty);
    const editing = run(generated(start), { type: 'editStarted' });
    expect(run(editing, { type: 'visualsStarted' })).toBe(editing);
  });

  it('makes one loading item per non-blank paragraph, blank ones dropped', () => {
    const story = { ...generated(start), paragraphs: ['One.', '  ', 'Two.'] };
    const started = run(story, { type: 'visualsStarted' });
    expect(started.visuals).toEqual([
      { text: 'One.', image: null, isLoading: true, error: false, index: 0 },
      { text: 'Two.', image: null, isLoading: true, error: false, index: 1 },
    ]);
    expect(started.visualsRun).toBe(story.visualsRun + 1);
  });

  it('records pictures, failures and the first picture’s style reference; ignores stale answers', () => {
    const started = run(generated(start), { type: 'visualsStarted' });
    const answer = { draftId: 'd1', run: started.visualsRun };
    const done = run(
      started,
      { type: 'imageLoaded', ...answer, index: 0, image: '/media/0.webp', styleRefId: 'ref-1' },
      { type: 'imageFailed', ...answer, index: 1 },
      { type: 'imageLoaded', draftId: 'd1', run: started.visualsRun - 1, index: 2, image: '/media/stale.webp' },
    );
    expect(done.visuals[0]).toMatchObject({ image: '/media/0.webp', isLoading: false, error: false });
    expect(done.visuals[1]).toMatchObject({ image: null, isLoading: false, error: true });
    expect(done.visuals[2]).toMatchObject({ image: null, isLoading: true });
    expect(done.styleRefId).toBe('ref-1');
  });

  it('regenerating sets loading and clears the error; a failed regeneration keeps the old picture', () => {
    const started = run(generated(start), { type: 'visualsStarted' });
    const answer = { draftId: 'd1', run: started.visualsRun };
    const failed = run(
      started,
      { type: 'imageFailed', ...answer, index: 1 },
      { type: 'imageLoaded', ...answer, index: 2, image: '/media/2.webp' },
    );
    const retrying = run(failed, { type: 'regenerateStarted', index: 1 });
    expect(retrying.visuals[1]).toMatchObject({ isLoading: true, error: false });
    expect(run(retrying, { type: 'imageLoaded', ...answer, index: 1, image: '/media/1.webp' }).visuals[1]).toMatchObject({
      image: '/media/1.webp',
      isLoading: false,
      error: false,
    });
    const again = run(failed, { type: 'regenerateStarted', index: 2 }, { type: 'imageFailed', ...answer, index: 2 });
    expect(again.visuals[2]).toMatchObject({ image: '/media/2.webp', isLoading: false, error: false });
  });

  it('a regenerated thumbnail stays the thumbnail', () => {
    const started = run(generated(start), { type: 'visualsStarted' });
    const answer = { draftId: 'd1', run: started.visualsRun };
    const chosen = run(
      started,
      { type: 'imageLoaded', ...answer, index: 3, image: '/media/3.webp' },
      { type: 'thumbnailChosen', thumbnail: '/media/3.webp' },
    );
    const regenerated = run(
      chosen,
      { type: 'regenerateStarted', index: 3 },
      { type: 'imageLoaded', ...answer, index: 3, image: '/media/3b.webp' },
    );
    expect(regenerated.thumbnail).toBe('/media/3b.webp');
  });

  it('after an edit, pictures follow the paragraphs by position', () => {
    const started = run(generated(start), { type: 'visualsStarted' });
    const answer = { draftId: 'd1', run: started.visualsRun };
    const pictured = run(
      started,
      ...[0, 1, 2, 3, 4, 5].map((index): DraftAction => ({
        type: 'imageLoaded',
        ...answer,
        index,
        image: `/media/${index}.webp`,
      })),
      { type: 'thumbnailChosen', thumbnail: '/media/5.webp' },
    );
    const shorter = run(
      pictured,
      { type: 'editStarted' },
      { type: 'editTextChanged', text: 'A.\n\nB.' },
      { type: 'editFinished' },
    );
    expect(shorter.visuals.map((visual) => [visual.text, visual.image])).toEqual([
      ['A.', '/media/0.webp'],
      ['B.', '/media/1.webp'],
    ]);
    expect(shorter.thumbnail).toBeNull();
    const longer = run(
      shorter,
      { type: 'editStarted' },
      { type: 'editTextChanged', text: 'A.\n\nB.\n\nC.' },
      { type: 'editFinished' },
    );
    expect(longer.visuals[2]).toEqual({ text: 'C.', image: null, isLoading: false, error: false, index: 2 });
  });
});

describe('draftReducer: choices and reset', () => {
  it('keeps visual choice, prompt, style, visibility and reference images', () => {
    const draft = run(
      emptyDraft('d1'),
      { type: 'referenceImagesChosen', images: ['data:image/png;base64,AAAA', 'data:image/png;base64,BBBB'] },
      { type: 'referenceImageRemoved', index: 0 },
      { type: 'visualChoiceChanged', choice: { kind: 'prompt' } },
      { type: 'visualPromptChanged', visualPrompt: 'Golden light' },
      { type: 'imageStyleChanged', imageStyle: 'ghibli' },
      { type: 'visibilityChanged', visibility: 'private' },
    );
    expect(draft).toMatchObject({
      referenceImages: ['data:image/png;base64,BBBB'],
      visualChoice: { kind: 'prompt' },
      visualPrompt: 'Golden light',
      imageStyle: 'ghibli',
      visibility: 'private',
    });
  });

  it('visibility defaults to public, and reset starts a new draft', () => {
    expect(emptyDraft().visibility).toBe('public');
    const reset = run(generated(start), { type: 'reset' });
    expect(reset).toEqual({ ...emptyDraft(reset.id) });
    expect(reset.id).not.toBe('d1');
  });
});
