import { PROMPT_MAX_LENGTH, type Child } from '@storybook/contract';
import type { Dispatch, FormEvent } from 'react';
import type { DraftAction } from '../draft/draft-reducer';
import { canGenerateStory } from '../draft/draft-rules';
import type { CreateDraft, VisualChoice } from '../draft/draft-types';
import { SAMPLE_IDEA } from '../messages';
import { ReferenceThumbnails } from './reference-thumbnails';
import { StoryLoader } from './story-loader';
import { VisualChoiceField } from './visual-choice';

interface EntryFormProps {
  draft: CreateDraft;
  /** The visual choice as it stands (an avatar no longer among the children counts as none). */
  choice: VisualChoice | null;
  dispatch: Dispatch<DraftAction>;
  childProfiles: Child[] | undefined;
  loadingChildren: boolean;
  onGenerate: () => void;
}

/** SPEC §2 create, entry: reference images, the idea, the visual choice and 'Generate Story'. */
export function EntryForm({ draft, choice, dispatch, childProfiles, loadingChildren, onGenerate }: EntryFormProps) {
  const generating = draft.phase === 'generating';
  const enabled = canGenerateStory(draft, choice);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (enabled) onGenerate();
  }

  return (
    <form onSubmit={handleSubmit} aria-label="Story idea" className="space-y-8">
      <div className="space-y-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-amber-200 sm:p-8">
        <ReferenceThumbnails
          images={draft.referenceImages}
          onRemove={(index) => dispatch({ type: 'referenceImageRemoved', index })}
        />
        <div>
          <label htmlFor="story-idea" className="font-display text-xl font-bold text-ink">
            Ideas for the story:
          </label>
          <textarea
            id="story-idea"
            rows={6}
            value={draft.idea}
            maxLength={PROMPT_MAX_LENGTH}
            placeholder={SAMPLE_IDEA}
            disabled={generating}
            onChange={(event) => dispatch({ type: 'ideaChanged', idea: event.target.value })}
            className="mt-2 block w-full rounded-2xl border-2 border-amber-200 bg-paper px-4 py-3 text-lg text-ink placeholder:text-ink-soft/60 focus:border-coral-300 disabled:opacity-70"
          />
        </div>
        <VisualChoiceField
          childProfiles={childProfiles}
          disabled={generating}
          loadingChildren={loadingChildren}
          choice={choice}
          onChoose={(next) => dispatch({ type: 'visualChoiceChanged', choice: next })}
          visualPrompt={draft.visualPrompt}
          onVisualPromptChange={(visualPrompt) => dispatch({ type: 'visualPromptChanged', visualPrompt })}
          imageStyle={draft.imageStyle}
          onImageStyleChange={(imageStyle) => dispatch({ type: 'imageStyleChanged', imageStyle })}
        />
        <div className="flex justify-end">
          <button type="submit" disabled={!enabled} className="btn-primary px-8 py-3 text-lg">
            {generating ? 'Generating...' : 'Generate Story'}
          </button>
        </div>
      </div>
      {generating && <StoryLoader />}
    </form>
  );
}
