import type { Visibility } from '../draft/draft-types';

/** SPEC §2 'Choose Story Visibility': Public (the default) or Private. */
export function VisibilitySelect({ value, onChange }: { value: Visibility; onChange: (value: Visibility) => void }) {
  return (
    <div>
      <label htmlFor="story-visibility" className="block font-display text-xl font-bold text-ink">
        Choose Story Visibility
      </label>
      <select
        id="story-visibility"
        value={value}
        onChange={(event) => onChange(event.target.value === 'private' ? 'private' : 'public')}
        className="mt-2 rounded-full border-2 border-amber-200 bg-white px-4 py-2 font-bold text-ink focus:border-coral-300"
      >
        <option value="public">Public</option>
        <option value="private">Private</option>
      </select>
    </div>
  );
}
