import type { ImageStyle } from '@storybook/contract';

/** SPEC §4 create flow: the entry form, the story being written, then the story to review. */
type DraftPhase = 'idea' | 'generating' | 'story';

/**
 * How the story's pictures are styled (SPEC §4): a saved avatar (its `avatarImageId`), the
 * 'Create avatar' tile (selects no avatar), or the 'Generate visuals with text' tile.
 */
export type VisualChoice = { kind: 'avatar'; imageId: string } | { kind: 'create-avatar' } | { kind: 'prompt' };

/** SPEC §3 "Paragraph visual item (client only)". `error` is true when it has no picture to show. */
export interface ParagraphVisual {
  text: string;
  image: string | null;
  isLoading: boolean;
  error: boolean;
  index: number;
}

export type Visibility = 'public' | 'private';

/** SPEC §3 "Story creation state", and the story and pictures made from it. */
export interface CreateDraft {
  /** Changes on every reset, so late answers for an earlier draft are ignored. */
  id: string;
  phase: DraftPhase;
  idea: string;
  /** Data URLs of the chosen reference images (e.g. a textbook page). */
  referenceImages: string[];
  visualChoice: VisualChoice | null;
  visualPrompt: string;
  imageStyle: ImageStyle | null;
  title: string;
  paragraphs: string[];
  tags: string[];
  /** The text being edited ('Edit Story'), or null when not editing. */
  editingText: string | null;
  /** Empty until 'Create Visuals'. */
  visuals: ParagraphVisual[];
  /** Counts 'Create Visuals' clicks, so answers of an earlier round are ignored. */
  visualsRun: number;
  /** The first picture's style reference (avatar mode), reused for the others (SPEC §4). */
  styleRefId: string | null;
  /** The chosen thumbnail; null means the first paragraph's picture. */
  thumbnail: string | null;
  visibility: Visibility;
}
