import type { Child, ImageStyle } from '@storybook/contract';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { VisualChoice } from '../draft/draft-types';
import { childAvatars } from '../utils/avatars';
import { NewAvatarIcon, PaletteIcon } from './icons';
import { ImageStylePicker } from './image-style-picker';
import { VisualPromptField } from './visual-prompt-field';

/** SPEC §2: the profile opens with the child form, scrolled to the cartoonify intro, and comes back here. */
export const GO_TO_PROFILE_STATE = { scrollTo: 'cartoonify-intro', openChildForm: true, returnTo: '/create' } as const;

interface VisualChoiceProps {
  childProfiles: Child[] | undefined;
  disabled?: boolean;
  loadingChildren: boolean;
  choice: VisualChoice | null;
  onChoose: (choice: VisualChoice) => void;
  visualPrompt: string;
  onVisualPromptChange: (visualPrompt: string) => void;
  imageStyle: ImageStyle | null;
  onImageStyleChange: (imageStyle: ImageStyle | null) => void;
}

const tileClass =
  'group relative flex h-full cursor-pointer flex-col items-center gap-2 rounded-3xl bg-white p-3 text-center shadow-sm ring-2 ring-amber-200 transition hover:-translate-y-0.5 hover:ring-coral-300 has-checked:bg-coral-50 has-checked:ring-4 has-checked:ring-coral-500 has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-focus';

function Tile({
  label,
  checked,
  onSelect,
  children,
}: {
  label: string;
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <label className={tileClass}>
      <input
        type="radio"
        name="visual-choice"
        aria-label={label}
        checked={checked}
        onChange={onSelect}
        className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0"
      />
      {children}
      {checked && (
        <span
          aria-hidden="true"
          className="absolute top-2 right-2 grid size-6 place-items-center rounded-full bg-coral-600 text-sm font-bold text-white"
        >
          ✓
        </span>
      )}
    </label>
  );
}

/**
 * SPEC §2/§4: 'Choose how to style your story visuals:' a saved avatar (profile picture or cartoon
 * style of a child), the 'Create avatar' tile (selects no avatar), or 'Generate visuals with text'
 * (prompt mode, with the visual prompt and the image styles).
 */
export function VisualChoiceField(props: VisualChoiceProps) {
  const navigate = useNavigate();
  const { choice, onChoose } = props;
  const avatars = (props.childProfiles ?? []).flatMap(childAvatars);

  return (
    <fieldset disabled={props.disabled} className="space-y-4">
      <legend className="font-display text-xl font-bold text-ink">Choose how to style your story visuals:</legend>
      {props.loadingChildren && <p className="text-ink-soft">Loading avatars...</p>}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {avatars.map((avatar) => (
          <li key={avatar.imageId}>
            <Tile
              label={avatar.label}
              checked={choice?.kind === 'avatar' && choice.imageId === avatar.imageId}
              onSelect={() => onChoose({ kind: 'avatar', imageId: avatar.imageId })}
            >
              <img src={avatar.url} alt="" loading="lazy" className="aspect-square w-full rounded-2xl bg-amber-50 object-cover" />
              <span className="text-sm leading-tight font-bold text-ink">{avatar.childName}</span>
              <span className="-mt-1.5 text-xs font-semibold text-ink-soft">{avatar.caption}</span>
            </Tile>
          </li>
        ))}
        <li className="flex flex-col gap-2">
          <Tile
            label="Create avatar"
            checked={choice?.kind === 'create-avatar'}
            onSelect={() => onChoose({ kind: 'create-avatar' })}
          >
            <span className="grid aspect-square w-full place-items-center rounded-2xl bg-gradient-to-br from-amber-100 to-sky-100">
              <NewAvatarIcon />
            </span>
            <span className="text-sm font-bold text-ink">Create avatar</span>
          </Tile>
          <button
            type="button"
            onClick={() => navigate('/Profile', { state: GO_TO_PROFILE_STATE })}
            className="text-sm font-bold text-coral-700 underline underline-offset-4 hover:text-coral-800"
          >
            Go to profile
          </button>
        </li>
        <li>
          <Tile
            label="Generate visuals with text"
            checked={choice?.kind === 'prompt'}
            onSelect={() => onChoose({ kind: 'prompt' })}
          >
            <span className="grid aspect-square w-full place-items-center rounded-2xl bg-gradient-to-br from-sky-100 to-coral-100">
              <PaletteIcon />
            </span>
            <span className="text-sm font-bold text-ink">Generate visuals with text</span>
          </Tile>
        </li>
      </ul>
      {choice?.kind === 'create-avatar' && (
        <p className="rounded-2xl bg-amber-50 p-3 text-ink-soft ring-1 ring-amber-200">
          Add your child on the profile page to make their cartoon avatar, then pick it here.
        </p>
      )}
      {choice?.kind === 'prompt' && (
        <div className="space-y-4 rounded-3xl bg-sky-50/70 p-4 ring-1 ring-sky-200">
          <VisualPromptField value={props.visualPrompt} onChange={props.onVisualPromptChange} />
          <ImageStylePicker value={props.imageStyle} onChange={props.onImageStyleChange} />
        </div>
      )}
    </fieldset>
  );
}
