import type { ImageStyle } from '@storybook/contract';
import { addTag, nonBlankParagraphs, parseTags, splitParagraphs, stripQuotes } from './draft-rules';
import type { CreateDraft, ParagraphVisual, Visibility, VisualChoice } from './draft-types';

let idCounter = 0;
/** `crypto.randomUUID` needs a secure context, which a self-hosted http address is not. */
function newDraftId(): string {
  idCounter += 1;
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}-${idCounter}`;
}

export function emptyDraft(id = newDraftId()): CreateDraft {
  return {
    id,
    phase: 'idea',
    idea: '',
    referenceImages: [],
    visualChoice: null,
    visualPrompt: '',
    imageStyle: null,
    title: '',
    paragraphs: [],
    tags: [],
    editingText: null,
    visuals: [],
    visualsRun: 0,
    styleRefId: null,
    thumbnail: null,
    visibility: 'public',
  };
}

/** Answers from the server name the draft and the 'Create Visuals' round they belong to. */
interface ImageAnswer {
  draftId: string;
  run: number;
  index: number;
}

export type DraftAction =
  | { type: 'ideaChanged'; idea: string }
  | { type: 'referenceImagesChosen'; images: string[] }
  | { type: 'referenceImageRemoved'; index: number }
  | { type: 'visualChoiceChanged'; choice: VisualChoice | null }
  | { type: 'visualPromptChanged'; visualPrompt: string }
  | { type: 'imageStyleChanged'; imageStyle: ImageStyle | null }
  | { type: 'generationStarted' }
  | { type: 'storyGenerated'; draftId: string; title: string; tag: string; content: string[] }
  | { type: 'generationFailed'; draftId: string }
  | { type: 'titleChanged'; title: string }
  | { type: 'editStarted' }
  | { type: 'editTextChanged'; text: string }
  | { type: 'editFinished' }
  | { type: 'tagAdded'; tag: string }
  | { type: 'tagRemoved'; tag: string }
  | { type: 'visualsStarted' }
  | ({ type: 'imageLoaded'; image: string; styleRefId?: string | undefined } & ImageAnswer)
  | ({ type: 'imageFailed' } & ImageAnswer)
  | { type: 'regenerateStarted'; index: number }
  | { type: 'thumbnailChosen'; thumbnail: string }
  | { type: 'visibilityChanged'; visibility: Visibility }
  | { type: 'reset' };

function updateVisual(draft: CreateDraft, index: number, update: (visual: ParagraphVisual) => ParagraphVisual): CreateDraft {
  return { ...draft, visuals: draft.visuals.map((visual) => (visual.index === index ? update(visual) : visual)) };
}

function isCurrent(draft: CreateDraft, answer: ImageAnswer): boolean {
  return answer.draftId === draft.id && answer.run === draft.visualsRun;
}

/**
 * After an edit the pictures follow the paragraphs by position: a paragraph keeps the picture it
 * had, a new one has none yet, and pictures of removed paragraphs go (with a thumbnail among them).
 */
function visualsAfterEdit(draft: CreateDraft, paragraphs: string[]): Pick<CreateDraft, 'visuals' | 'thumbnail'> {
  if (draft.visuals.length === 0) return { visuals: [], thumbnail: draft.thumbnail };
  const visuals = paragraphs.map((text, index): ParagraphVisual => {
    const previous = draft.visuals[index];
    return previous ? { ...previous, text } : { text, image: null, isLoading: false, error: false, index };
  });
  const kept = draft.thumbnail !== null && visuals.some((visual) => visual.image === draft.thumbnail);
  return { visuals, thumbnail: kept ? draft.thumbnail : null };
}

/** The creation draft of SPEC §3/§4/§5: every change of the create screen goes through here. */
export function draftReducer(draft: CreateDraft, action: DraftAction): CreateDraft {
  switch (action.type) {
    case 'ideaChanged':
      return { ...draft, idea: action.idea };
    case 'referenceImagesChosen':
      return { ...draft, referenceImages: [...action.images] };
    case 'referenceImageRemoved':
      return { ...draft, referenceImages: draft.referenceImages.filter((_, index) => index !== action.index) };
    case 'visualChoiceChanged':
      return { ...draft, visualChoice: action.choice };
    case 'visualPromptChanged':
      return { ...draft, visualPrompt: action.visualPrompt };
    case 'imageStyleChanged':
      return { ...draft, imageStyle: action.imageStyle };

    case 'generationStarted':
      return draft.phase === 'idea' ? { ...draft, phase: 'generating' } : draft;
    case 'storyGenerated':
      if (action.draftId !== draft.id || draft.phase !== 'generating') return draft;
      return {
        ...draft,
        phase: 'story',
        title: stripQuotes(action.title),
        paragraphs: nonBlankParagraphs(action.content),
        tags: parseTags(action.tag),
        // The story has been written from them; keeping megabytes of data URLs around helps nobody.
        referenceImages: [],
        editingText: null,
        visuals: [],
        styleRefId: null,
        thumbnail: null,
      };
    case 'generationFailed':
      // SPEC §8: back to the entry form, with everything the user entered.
      return action.draftId === draft.id && draft.phase === 'generating' ? { ...draft, phase: 'idea' } : draft;

    case 'titleChanged':
      return { ...draft, title: stripQuotes(action.title) };
    case 'editStarted':
      return draft.editingText === null ? { ...draft, editingText: nonBlankParagraphs(draft.paragraphs).join('\n\n') } : draft;
    case 'editTextChanged':
      return draft.editingText === null ? draft : { ...draft, editingText: action.text };
    case 'editFinished': {
      if (draft.editingText === null) return draft;
      const paragraphs = splitParagraphs(draft.editingText);
      return { ...draft, paragraphs, editingText: null, ...visualsAfterEdit(draft, paragraphs) };
    }
    case 'tagAdded':
      return { ...draft, tags: addTag(draft.tags, action.tag) };
    case 'tagRemoved':
      return { ...draft, tags: draft.tags.filter((tag) => tag !== action.tag) };

    case 'visualsStarted': {
      // SPEC §5: nothing to do without paragraphs; blank ones are dropped; not while editing.
      const paragraphs = nonBlankParagraphs(draft.paragraphs);
      if (paragraphs.length === 0 || draft.editingText !== null) return draft;
      return {
        ...draft,
        visuals: paragraphs.map((text, index) => ({ text, image: null, isLoading: true, error: false, index })),
        visualsRun: draft.visualsRun + 1,
        styleRefId: null,
        thumbnail: null,
      };
    }
    case 'imageLoaded': {
      if (!isCurrent(draft, action)) return draft;
      const previous = draft.visuals.find((visual) => visual.index === action.index);
      if (!previous) return draft;
      const next = updateVisual(draft, action.index, (visual) => ({
        ...visual,
        image: action.image,
        isLoading: false,
        error: false,
      }));
      return {
        ...next,
        // A regenerated picture stays the thumbnail if its predecessor was.
        thumbnail: draft.thumbnail !== null && draft.thumbnail === previous.image ? action.image : draft.thumbnail,
        styleRefId: action.index === 0 && action.styleRefId ? action.styleRefId : draft.styleRefId,
      };
    }
    case 'imageFailed':
      if (!isCurrent(draft, action)) return draft;
      // A failed regeneration keeps the picture it had; with none it shows the failure.
      return updateVisual(draft, action.index, (visual) => ({ ...visual, isLoading: false, error: visual.image === null }));
    case 'regenerateStarted':
      // SPEC §4: regenerating one paragraph sets it loading and clears its error.
      return updateVisual(draft, action.index, (visual) => ({ ...visual, isLoading: true, error: false }));

    case 'thumbnailChosen':
      return { ...draft, thumbnail: action.thumbnail };
    case 'visibilityChanged':
      return { ...draft, visibility: action.visibility };
    case 'reset':
      return emptyDraft();
  }
}
