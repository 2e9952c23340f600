import type { Dispatch } from 'react';
import { toast } from 'react-toastify';
import { isSessionEnded } from '../../../lib/session-ended';
import { cartoonImageRequest } from '../api/cartoon-image';
import { generateImageRequest, randomSeed } from '../api/generate-image';
import type { DraftAction } from '../draft/draft-reducer';
import { canCreateVisuals, nonBlankParagraphs } from '../draft/draft-rules';
import type { CreateDraft } from '../draft/draft-types';
import { REGENERATE_FAILED_MESSAGE } from '../messages';
import { refusalReason } from '../../../lib/api-error';

interface Picture {
  image: string;
  styleRefId?: string | undefined;
}

/** One paragraph's picture in the draft's visual mode: its avatar (with a style reference), or its prompt. */
function drawParagraph(email: string, draft: CreateDraft, paragraph: string, styleRefId: string | undefined): Promise<Picture> {
  const choice = draft.visualChoice;
  if (choice?.kind === 'avatar') return cartoonImageRequest({ email, imageId: choice.imageId, paragraph, styleRefId });
  return generateImageRequest({
    email,
    visualPrompt: draft.visualPrompt,
    paragraph,
    seed: randomSeed(),
    style: draft.imageStyle,
  });
}

/**
 * SPEC §4 visual generation. With an avatar the first paragraph is made first; its style
 * reference, if it returns one, goes with the other paragraphs, which are then made in parallel.
 * With the text prompt every paragraph is made at once, each with its own seed.
 */
export function useStoryVisuals(email: string, draft: CreateDraft, dispatch: Dispatch<DraftAction>) {
  async function createVisuals(): Promise<void> {
    const paragraphs = nonBlankParagraphs(draft.paragraphs);
    // SPEC §5: nothing to do without paragraphs, and not while the text is being edited.
    if (paragraphs.length === 0 || !canCreateVisuals(draft)) return;
    const answer = { draftId: draft.id, run: draft.visualsRun + 1 };
    dispatch({ type: 'visualsStarted' });

    const draw = async (index: number, styleRefId: string | undefined): Promise<string | undefined> => {
      try {
        const picture = await drawParagraph(email, draft, paragraphs[index] as string, styleRefId);
        dispatch({ type: 'imageLoaded', ...answer, index, image: picture.image, styleRefId: picture.styleRefId });
        return picture.styleRefId;
      } catch (error) {
        console.error('Image generation failed', error);
        dispatch({ type: 'imageFailed', ...answer, index });
        // A paragraph the word list refused says which word (once, however many pictures failed).
        const reason = refusalReason(error);
        if (reason) toast.error(reason, { toastId: reason });
        return undefined;
      }
    };

    const rest = paragraphs.map((_, index) => index).slice(1);
    if (draft.visualChoice?.kind === 'avatar') {
      const styleRefId = await draw(0, undefined);
      await Promise.all(rest.map((index) => draw(index, styleRefId)));
    } else {
      await Promise.all([0, ...rest].map((index) => draw(index, undefined)));
    }
  }

  /** SPEC §4: one paragraph again ('Try Again' or regenerate); SPEC §8 toasts a failure. */
  async function regenerate(index: number): Promise<void> {
    const visual = draft.visuals.find((entry) => entry.index === index);
    if (!visual || visual.isLoading) return;
    const answer = { draftId: draft.id, run: draft.visualsRun, index };
    dispatch({ type: 'regenerateStarted', index });
    try {
      const styleRefId = index === 0 ? undefined : (draft.styleRefId ?? undefined);
      const picture = await drawParagraph(email, draft, visual.text, styleRefId);
      dispatch({ type: 'imageLoaded', ...answer, image: picture.image, styleRefId: picture.styleRefId });
    } catch (error) {
      console.error('Image regeneration failed', error);
      dispatch({ type: 'imageFailed', ...answer });
      if (!isSessionEnded(error)) {
        const reason = refusalReason(error);
        toast.error(reason ? `${REGENERATE_FAILED_MESSAGE}: ${reason}` : REGENERATE_FAILED_MESSAGE);
      }
    }
  }

  return { createVisuals, regenerate };
}
