import { saveStoryBodySchema } from '@storybook/contract';
import { describe, expect, it } from 'vitest';
import { emptyDraft } from './draft-reducer';
import {
  addTag,
  buildSavePayload,
  canCreateVisuals,
  canGenerateStory,
  effectiveThumbnail,
  parseTags,
  splitParagraphs,
  stripQuotes,
} from './draft-rules';
import type { CreateDraft, ParagraphVisual } from './draft-types';

const picture = (index: number, image: string | null, text = `Paragraph ${index + 1}.`): ParagraphVisual => ({
  text,
  image,
  isLoading: false,
  error: false,
  index,
});

describe('Generate Story enabled rule (SPEC §5)', () => {
  const base = { ...emptyDraft('d1'), idea: 'A trip to the pyramids' };
  const avatar = { kind: 'avatar', imageId: 'c1_comic' } as const;

  it('needs a non-blank idea', () => {
    expect(canGenerateStory(base, avatar)).toBe(true);
    expect(canGenerateStory({ ...base, idea: '' }, avatar)).toBe(false);
    expect(canGenerateStory({ ...base, idea: '  \n\t ' }, avatar)).toBe(false);
  });

  it('is disabled while loading', () => {
    expect(canGenerateStory({ ...base, phase: 'generating' }, avatar)).toBe(false);
  });

  it('in prompt mode needs a non-blank visual prompt', () => {
    expect(canGenerateStory({ ...base, visualPrompt: '' }, { kind: 'prompt' })).toBe(false);
    expect(canGenerateStory({ ...base, visualPrompt: '   ' }, { kind: 'prompt' })).toBe(false);
    expect(canGenerateStory({ ...base, visualPrompt: 'Golden desert light' }, { kind: 'prompt' })).toBe(true);
  });

  it('stays disabled with the create-avatar choice', () => {
    expect(canGenerateStory({ ...base, visualPrompt: 'Golden desert light' }, { kind: 'create-avatar' })).toBe(false);
  });

  it('otherwise needs a selected avatar', () => {
    expect(canGenerateStory(base, null)).toBe(false);
    expect(canGenerateStory(base, { kind: 'avatar', imageId: 'c1' })).toBe(true);
  });
});

describe('paragraph rules (SPEC §5)', () => {
  it('splits edited text into paragraphs on blank lines, dropping blank ones', () => {
    expect(splitParagraphs('One line\nstill one.\n\nTwo.\r\n\r\nThree.\n \n\n\n  Four.  \n\n')).toEqual([
      'One line\nstill one.',
      'Two.',
      'Three.',
      'Four.',
    ]);
    expect(splitParagraphs('  \n\n ')).toEqual([]);
  });

  it('disables Create Visuals while the text is being edited', () => {
    expect(canCreateVisuals({ editingText: null, visuals: [] })).toBe(true);
    expect(canCreateVisuals({ editingText: 'Editing', visuals: [] })).toBe(false);
    expect(canCreateVisuals({ editingText: null, visuals: [{ ...picture(0, null), isLoading: true }] })).toBe(false);
  });
});

describe('tag rules (SPEC §5, §9)', () => {
  it('splits the server tag string on #', () => {
    expect(parseTags('#Egypt #Mummies #History')).toEqual(['Egypt', 'Mummies', 'History']);
    expect(parseTags('#Egypt#Mummies ## #Egypt ')).toEqual(['Egypt', 'Mummies']);
    expect(parseTags('')).toEqual([]);
  });

  it('ignores a new tag that is empty or already present', () => {
    expect(addTag(['Egypt'], 'Pyramids')).toEqual(['Egypt', 'Pyramids']);
    expect(addTag(['Egypt'], '#Pyramids ')).toEqual(['Egypt', 'Pyramids']);
    expect(addTag(['Egypt'], '')).toEqual(['Egypt']);
    expect(addTag(['Egypt'], '  # ')).toEqual(['Egypt']);
    expect(addTag(['Egypt'], 'Egypt')).toEqual(['Egypt']);
    expect(addTag(['Egypt'], 'egypt')).toEqual(['Egypt']);
  });
});

describe('title quote stripping (SPEC §5)', () => {
  it.each([
    ['"The Mummy of Maya"', 'The Mummy of Maya'],
    ["'The Mummy of Maya'", 'The Mummy of Maya'],
    ['“The Mummy of Maya”', 'The Mummy of Maya'],
    ['  "\'Nested\'"  ', 'Nested'],
    ['Maya\'s "Big" Trip', 'Maya\'s "Big" Trip'],
    ['No quotes', 'No quotes'],
    ['""', ''],
  ])('%s -> %s', (title, expected) => {
    expect(stripQuotes(title)).toBe(expected);
  });
});

describe('thumbnail default (SPEC §3)', () => {
  const visuals = [picture(0, '/media/a.webp'), picture(1, '/media/b.webp')];

  it('is the chosen image', () => {
    expect(effectiveThumbnail({ thumbnail: '/media/b.webp', visuals })).toBe('/media/b.webp');
  });

  it("else the first paragraph's image", () => {
    expect(effectiveThumbnail({ thumbnail: null, visuals })).toBe('/media/a.webp');
    // A choice that is no longer among the pictures does not count.
    expect(effectiveThumbnail({ thumbnail: '/media/gone.webp', visuals })).toBe('/media/a.webp');
    expect(effectiveThumbnail({ thumbnail: null, visuals: [] })).toBeNull();
  });
});

describe('save payload (SPEC §3, current version)', () => {
  const draft: CreateDraft = {
    ...emptyDraft('d1'),
    phase: 'story',
    idea: '  Maya visits the mummies  ',
    title: '"Maya and the Mummies"',
    paragraphs: ['First.', '   ', 'Second.', 'Third.'],
    tags: ['Egypt', 'Mummies'],
    visuals: [picture(0, '/media/a.webp', 'First.'), picture(1, null, 'Second.'), picture(2, '/media/c.webp', 'Third.')],
    thumbnail: '/media/c.webp',
    visibility: 'private',
  };

  it('has every field of SPEC, non-blank paragraphs only, joined by a blank line', () => {
    const payload = buildSavePayload(draft, 'ann@example.org', draft.visibility);
    expect(payload).toEqual({
      email: 'ann@example.org',
      title: 'Maya and the Mummies',
      content: 'First.\n\nSecond.\n\nThird.',
      storyList: [
        { line: 'First.', image: '/media/a.webp', id: 0 },
        { line: 'Second.', image: null, id: 1 },
        { line: 'Third.', image: '/media/c.webp', id: 2 },
      ],
      prompt: 'Maya visits the mummies',
      thumbnail: '/media/c.webp',
      status: 'private',
      tag: ['Egypt', 'Mummies'],
    });
    expect(saveStoryBodySchema.safeParse(payload).success).toBe(true);
  });

  it("falls back to the first paragraph's picture as thumbnail, and carries the discard status", () => {
    const payload = buildSavePayload({ ...draft, thumbnail: null }, 'ann@example.org', 'rejected');
    expect(payload.thumbnail).toBe('/media/a.webp');
    expect(payload.status).toBe('rejected');
  });
});
