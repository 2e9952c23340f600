import type { Dispatch } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DraftAction } from '../draft/draft-reducer';
import { canCreateVisuals, effectiveThumbnail, nonBlankParagraphs, titleForSave } from '../draft/draft-rules';
import type { CreateDraft } from '../draft/draft-types';
import { StoryParagraphs } from './story-paragraphs';
import { StoryTags } from './story-tags';
import { StoryTitle } from './story-title';
import { ThumbnailPicker } from './thumbnail-picker';
import { VisibilitySelect } from './visibility-select';

interface StoryReviewProps {
  draft: CreateDraft;
  dispatch: Dispatch<DraftAction>;
  onCreateVisuals: () => void;
  onRegenerate: (index: number) => void;
  onSave: () => void;
  onDiscard: () => void;
  pending: 'save' | 'discard' | null;
}

/** SPEC §2 create, after generation: title, text, tags, 'Create Visuals', then the pictures and the save step. */
export function StoryReview({ draft, dispatch, onCreateVisuals, onRegenerate, onSave, onDiscard, pending }: StoryReviewProps) {
  const editing = draft.editingText !== null;
  const picturesLoading = draft.visuals.some((visual) => visual.isLoading);
  const picturesMade = draft.visuals.filter((visual) => visual.image !== null).length;
  const hasTitle = titleForSave(draft).length > 0;
  const saveBlocker = !hasTitle
    ? 'Add a title to save your story.'
    : editing
      ? 'Save your text changes first.'
      : picturesLoading
        ? 'Wait for the pictures to finish.'
        : null;

  return (
    <div className="space-y-8">
      <article aria-label="Your story" className="space-y-6 rounded-3xl bg-paper p-5 shadow-sm ring-1 ring-amber-200 sm:p-8">
        <header className="space-y-4">
          <StoryTitle title={draft.title} onChange={(title) => dispatch({ type: 'titleChanged', title })} />
          <StoryTags
            tags={draft.tags}
            onAdd={(tag) => dispatch({ type: 'tagAdded', tag })}
            onRemove={(tag) => dispatch({ type: 'tagRemoved', tag })}
          />
          <p className="text-ink-soft">
            <span className="font-bold">Your idea: </span>
            {draft.idea}
          </p>
        </header>

        <div className="flex flex-wrap gap-3 border-y-2 border-dashed border-amber-200 py-4">
          <button
            type="button"
            onClick={() => dispatch({ type: editing ? 'editFinished' : 'editStarted' })}
            disabled={!editing && picturesLoading}
            className="btn-secondary"
          >
            {editing ? 'Save' : 'Edit Story'}
          </button>
          {picturesMade > 0 ? (
            <ConfirmDialog
              trigger={
                <button type="button" disabled={!canCreateVisuals(draft)} className="btn-primary">
                  Create Visuals
                </button>
              }
              title="Replace the pictures?"
              description={`New visuals replace the ${picturesMade === 1 ? 'picture' : `${picturesMade} pictures`} you have now.`}
              confirmLabel="Replace pictures"
              onConfirm={onCreateVisuals}
            />
          ) : (
            <button type="button" onClick={onCreateVisuals} disabled={!canCreateVisuals(draft)} className="btn-primary">
              Create Visuals
            </button>
          )}
        </div>

        <StoryParagraphs
          paragraphs={nonBlankParagraphs(draft.paragraphs)}
          visuals={draft.visuals}
          editingText={draft.editingText}
          onEditTextChange={(text) => dispatch({ type: 'editTextChanged', text })}
          onRegenerate={onRegenerate}
        />
      </article>

      {draft.visuals.length > 0 && (
        <section
          aria-label="Finish your story"
          className="space-y-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-amber-200 sm:p-8"
        >
          <ThumbnailPicker
            visuals={draft.visuals}
            selected={effectiveThumbnail(draft)}
            onSelect={(thumbnail) => dispatch({ type: 'thumbnailChosen', thumbnail })}
          />
          <VisibilitySelect
            value={draft.visibility}
            onChange={(visibility) => dispatch({ type: 'visibilityChanged', visibility })}
          />
          <div className="flex flex-wrap items-center justify-end gap-3 border-t-2 border-dashed border-amber-200 pt-5">
            {saveBlocker && <p className="mr-auto text-ink-soft">{saveBlocker}</p>}
            <ConfirmDialog
              trigger={
                <button type="button" disabled={pending !== null} className="btn-secondary">
                  Discard
                </button>
              }
              title="Discard this story?"
              description="It is put away as discarded and cannot be opened again; the form starts afresh."
              confirmLabel="Discard story"
              cancelLabel="Keep it"
              onConfirm={onDiscard}
            />
            <button
              type="button"
              onClick={onSave}
              disabled={pending !== null || saveBlocker !== null}
              aria-busy={pending === 'save'}
              className="btn-primary px-8"
            >
              Save Story
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
