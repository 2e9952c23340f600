import { imageStyleLabels, imageStyleSchema, type ImageStyle } from '@storybook/contract';

const swatches: Record<ImageStyle, string> = {
  ghibli: 'from-emerald-200 to-sky-200',
  pixar: 'from-amber-200 to-orange-300',
  disney: 'from-fuchsia-200 to-indigo-200',
  anime: 'from-rose-200 to-violet-300',
};

/** SPEC §1: the four image styles of the creation state; choosing the chosen one again clears it. */
export function ImageStylePicker({
  value,
  onChange,
}: {
  value: ImageStyle | null;
  onChange: (value: ImageStyle | null) => void;
}) {
  return (
    <div role="group" aria-labelledby="image-style-label">
      <p id="image-style-label" className="font-bold text-ink">
        Image style
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {imageStyleSchema.options.map((style) => {
          const pressed = value === style;
          return (
            <button
              key={style}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(pressed ? null : style)}
              className={`rounded-full bg-gradient-to-r px-4 py-2 font-bold text-ink shadow-sm ring-2 transition ${swatches[style]} ${
                pressed ? 'ring-coral-600' : 'ring-transparent hover:ring-coral-200'
              }`}
            >
              {imageStyleLabels[style]}
            </button>
          );
        })}
      </div>
    </div>
  );
}
