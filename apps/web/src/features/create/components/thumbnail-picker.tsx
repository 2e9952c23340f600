import type { ParagraphVisual } from '../draft/draft-types';

interface ThumbnailPickerProps {
  visuals: ParagraphVisual[];
  /** The thumbnail the story will get (the chosen one, else the first paragraph's picture). */
  selected: string | null;
  onSelect: (image: string) => void;
}

/** SPEC §2 'Select Thumbnail': one of the story's pictures becomes its cover. */
export function ThumbnailPicker({ visuals, selected, onSelect }: ThumbnailPickerProps) {
  const pictures = visuals.filter((visual): visual is ParagraphVisual & { image: string } => visual.image !== null);
  return (
    <fieldset>
      <legend className="font-display text-xl font-bold text-ink">Select Thumbnail</legend>
      {pictures.length === 0 ? (
        <p className="mt-2 text-ink-soft">The pictures appear here once they are ready.</p>
      ) : (
        <ul className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-6">
          {pictures.map((visual) => (
            <li key={visual.index}>
              <label className="relative block cursor-pointer overflow-hidden rounded-2xl ring-2 ring-amber-200 transition hover:ring-coral-300 has-checked:ring-4 has-checked:ring-coral-600 has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-focus">
                <input
                  type="radio"
                  name="thumbnail"
                  aria-label={`Thumbnail: picture ${visual.index + 1}`}
                  checked={selected === visual.image}
                  onChange={() => onSelect(visual.image)}
                  className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0"
                />
                <img src={visual.image} alt="" loading="lazy" className="aspect-square w-full object-cover" />
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
