import { imageStyleSchema } from '@storybook/contract';
import { z } from 'zod';
import { emptyDraft } from './draft-reducer';
import type { CreateDraft } from './draft-types';

/**
 * The draft lives in local storage so the story, its pictures and the choices survive a reload or
 * a failed save until the user saves or discards. Logout clears all local storage, and with it the
 * draft. Reference images (data URLs, up to megabytes each) go to session storage instead, as far
 * as it has room: they matter only until the story is written.
 */
export const DRAFT_STORAGE_KEY = 'createDraft';
export const REFERENCE_IMAGES_STORAGE_KEY = 'createDraftReferenceImages';

const visualSchema = z.object({
  text: z.string(),
  image: z.string().nullable(),
  isLoading: z.boolean(),
  error: z.boolean(),
  index: z.number().int().min(0),
});

const storedDraftSchema = z.object({
  owner: z.string(),
  draft: z.object({
    id: z.string().min(1),
    phase: z.enum(['idea', 'generating', 'story']),
    idea: z.string(),
    visualChoice: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('avatar'), imageId: z.string().min(1) }),
        z.object({ kind: z.literal('create-avatar') }),
        z.object({ kind: z.literal('prompt') }),
      ])
      .nullable(),
    visualPrompt: z.string(),
    imageStyle: imageStyleSchema.nullable(),
    title: z.string(),
    paragraphs: z.array(z.string()),
    tags: z.array(z.string()),
    editingText: z.string().nullable(),
    visuals: z.array(visualSchema),
    visualsRun: z.number().int().min(0),
    styleRefId: z.string().nullable(),
    thumbnail: z.string().nullable(),
    visibility: z.enum(['public', 'private']),
  }),
});

const storedImagesSchema = z.object({ owner: z.string(), images: z.array(z.string()) });

function readJson(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/**
 * A draft as it comes back after a reload. Nothing is on its way any more, so nothing is restored
 * as loading: a story still being written shows the entry form again, and a picture still being
 * made shows its failure (with 'Try Again') unless it already had one.
 */
function settleAfterReload(draft: CreateDraft): CreateDraft {
  return {
    ...draft,
    phase: draft.phase === 'generating' ? 'idea' : draft.phase,
    visuals: draft.visuals.map((visual) =>
      visual.isLoading ? { ...visual, isLoading: false, error: visual.image === null } : visual,
    ),
  };
}

/** The draft stored for `owner` (the signed-in email), or a new one. */
export function loadDraft(owner: string): CreateDraft {
  const stored = storedDraftSchema.safeParse(readJson(window.localStorage, DRAFT_STORAGE_KEY));
  if (!stored.success || stored.data.owner !== owner) return emptyDraft();
  const images = storedImagesSchema.safeParse(readJson(window.sessionStorage, REFERENCE_IMAGES_STORAGE_KEY));
  const referenceImages = images.success && images.data.owner === owner ? images.data.images : [];
  return settleAfterReload({ ...stored.data.draft, referenceImages });
}

let lastReferenceImages: string[] | null = null;

/** Writes the draft; storage that is full or disabled only costs the reload safety net. */
export function saveDraft(owner: string, draft: CreateDraft): void {
  const { referenceImages, ...rest } = draft;
  try {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ owner, draft: rest }));
  } catch {
    // Quota or privacy mode: keep working without persistence.
  }
  // The same array (by identity) need not be serialised again on every keystroke.
  if (referenceImages === lastReferenceImages) return;
  lastReferenceImages = referenceImages;
  try {
    if (referenceImages.length === 0) window.sessionStorage.removeItem(REFERENCE_IMAGES_STORAGE_KEY);
    else window.sessionStorage.setItem(REFERENCE_IMAGES_STORAGE_KEY, JSON.stringify({ owner, images: referenceImages }));
  } catch {
    try {
      window.sessionStorage.removeItem(REFERENCE_IMAGES_STORAGE_KEY);
    } catch {
      // Nothing more to do.
    }
  }
}

/** After a save or a discard: nothing to restore. */
export function clearDraft(): void {
  lastReferenceImages = null;
  try {
    window.localStorage.removeItem(DRAFT_STORAGE_KEY);
    window.sessionStorage.removeItem(REFERENCE_IMAGES_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
