import { TAG_MAX_LENGTH, type SaveStatus, type SaveStoryBody } from '@storybook/contract';
import type { CreateDraft, ParagraphVisual, VisualChoice } from './draft-types';

// The rules of SPEC §5 for the create screen, as plain functions the reducer and the page share.

const OPENING_QUOTES = new Set(['"', "'", '“', '‘', '«', '„']);
const CLOSING_QUOTES = new Set(['"', "'", '”', '’', '»', '“']);

/** SPEC §5: a title's surrounding quotes are stripped ('"The Mummy"' -> 'The Mummy'). */
export function stripQuotes(title: string): string {
  let text = title.trim();
  while (text.length >= 2 && OPENING_QUOTES.has(text.charAt(0)) && CLOSING_QUOTES.has(text.charAt(text.length - 1))) {
    text = text.slice(1, -1).trim();
  }
  return text;
}

/** SPEC §5: edited text is split into paragraphs on blank lines; blank paragraphs are dropped. */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** SPEC §5: only paragraphs with non-blank text count (for pictures and for saving). */
export function nonBlankParagraphs(paragraphs: readonly string[]): string[] {
  return paragraphs.map((paragraph) => paragraph.trim()).filter(Boolean);
}

/** A tag as the user may type it ('#Egypt ', 'Egypt'): without '#' and surrounding spaces. */
function normalizeTag(tag: string): string {
  return tag.trim().replace(/^#+/, '').trim().slice(0, TAG_MAX_LENGTH);
}

/** SPEC §9: the current version's tag string is split on '#' ('#Egypt #Mummies' -> ['Egypt', 'Mummies']). */
export function parseTags(tagString: string): string[] {
  return tagString.split('#').reduce<string[]>((tags, part) => addTag(tags, part), []);
}

/** SPEC §5: a new tag is ignored if empty or already present (in any letter case). */
export function addTag(tags: readonly string[], candidate: string): string[] {
  const tag = normalizeTag(candidate);
  if (!tag || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return [...tags];
  return [...tags, tag];
}

/**
 * SPEC §5: Generate Story needs a non-blank idea, is disabled while loading, and needs a valid
 * visual choice: in prompt mode a non-blank visual prompt; never with 'Create avatar'; otherwise
 * a selected avatar.
 */
export function canGenerateStory(
  draft: Pick<CreateDraft, 'idea' | 'phase' | 'visualPrompt'>,
  choice: VisualChoice | null,
): boolean {
  if (!draft.idea.trim() || draft.phase === 'generating') return false;
  if (!choice) return false;
  switch (choice.kind) {
    case 'prompt':
      return draft.visualPrompt.trim().length > 0;
    case 'create-avatar':
      return false;
    case 'avatar':
      return choice.imageId.length > 0;
  }
}

/** SPEC §5: 'Create Visuals' is disabled while the text is being edited (and while pictures are on their way). */
export function canCreateVisuals(draft: Pick<CreateDraft, 'editingText' | 'visuals'>): boolean {
  return draft.editingText === null && !draft.visuals.some((visual) => visual.isLoading);
}

/** The pictures made so far, in paragraph order. */
function storyImages(visuals: readonly ParagraphVisual[]): string[] {
  return visuals.flatMap((visual) => (visual.image ? [visual.image] : []));
}

/** SPEC §3: the thumbnail is the chosen image, else the first paragraph's image. */
export function effectiveThumbnail(draft: Pick<CreateDraft, 'thumbnail' | 'visuals'>): string | null {
  if (draft.thumbnail && storyImages(draft.visuals).includes(draft.thumbnail)) return draft.thumbnail;
  return draft.visuals[0]?.image ?? null;
}

/** The title a save sends: trimmed, quotes stripped. Saving needs one (the server refuses a blank title). */
export function titleForSave(draft: Pick<CreateDraft, 'title'>): string {
  return stripQuotes(draft.title);
}

/**
 * SPEC §3 "Story save payload, current version": email, title, content (paragraphs joined by a
 * blank line), storyList (line, image, id as index), prompt, thumbnail (chosen, else the first
 * paragraph's image), status, tag (list). Only non-blank paragraphs are saved.
 */
export function buildSavePayload(draft: CreateDraft, email: string, status: SaveStatus): SaveStoryBody {
  const lines = nonBlankParagraphs(draft.paragraphs);
  return {
    email,
    title: titleForSave(draft),
    content: lines.join('\n\n'),
    storyList: lines.map((line, index) => ({ line, image: draft.visuals[index]?.image ?? null, id: index })),
    prompt: draft.idea.trim(),
    thumbnail: effectiveThumbnail(draft),
    status,
    tag: [...draft.tags],
  };
}
