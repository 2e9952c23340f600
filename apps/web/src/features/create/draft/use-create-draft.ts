import { useEffect, useReducer } from 'react';
import { draftReducer } from './draft-reducer';
import { loadDraft, saveDraft } from './draft-storage';

/** The creation draft of `owner` (the signed-in email): restored on load, stored on every change. */
export function useCreateDraft(owner: string) {
  const [draft, dispatch] = useReducer(draftReducer, owner, loadDraft);
  useEffect(() => saveDraft(owner, draft), [owner, draft]);
  return [draft, dispatch] as const;
}
