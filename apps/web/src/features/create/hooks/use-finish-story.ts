import type { Dispatch } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { isSessionEnded } from '../../../lib/session-ended';
import { useSaveStory } from '../api/save-story';
import type { DraftAction } from '../draft/draft-reducer';
import { buildSavePayload } from '../draft/draft-rules';
import { clearDraft } from '../draft/draft-storage';
import type { CreateDraft } from '../draft/draft-types';
import { DISCARD_FAILED_MESSAGE, DISCARDED_MESSAGE, SAVE_FAILED_MESSAGE, SAVED_MESSAGE } from '../messages';
import { refusalReason } from '../../../lib/api-error';

/**
 * SPEC §4/§8: Save stores the story with the chosen visibility and goes to its feedback; Discard
 * stores it as rejected and starts afresh on /create. A failure keeps the whole draft for a retry.
 */
export function useFinishStory(email: string, draft: CreateDraft, dispatch: Dispatch<DraftAction>) {
  const navigate = useNavigate();
  const mutation = useSaveStory();
  const pending: 'save' | 'discard' | null = mutation.isPending
    ? mutation.variables.status === 'rejected'
      ? 'discard'
      : 'save'
    : null;

  function finished() {
    clearDraft();
    dispatch({ type: 'reset' });
  }

  async function save(): Promise<void> {
    try {
      const id = await mutation.mutateAsync(buildSavePayload(draft, email, draft.visibility));
      toast.success(SAVED_MESSAGE);
      finished();
      navigate(`/feedback/${encodeURIComponent(id)}`);
    } catch (error) {
      if (isSessionEnded(error)) return; // its own prompt; the draft stays for the retry
      console.error('Story save failed', error);
      // A refused word is named, so the parent knows what to change.
      const reason = refusalReason(error);
      toast.error(reason ? `${SAVE_FAILED_MESSAGE}: ${reason}` : SAVE_FAILED_MESSAGE);
    }
  }

  async function discard(): Promise<void> {
    try {
      await mutation.mutateAsync(buildSavePayload(draft, email, 'rejected'));
      toast.info(DISCARDED_MESSAGE);
      finished();
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (isSessionEnded(error)) return;
      console.error('Story discard failed', error);
      toast.error(DISCARD_FAILED_MESSAGE);
    }
  }

  return { save, discard, pending };
}
