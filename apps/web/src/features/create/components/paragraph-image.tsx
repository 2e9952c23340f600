import type { ParagraphVisual } from '../draft/draft-types';
import { useImageReveal } from '../hooks/use-image-reveal';

const frame = 'relative aspect-square w-full overflow-hidden rounded-3xl ring-2 ring-amber-200';

function RefreshIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M20 11a8 8 0 1 0-2.3 5.7" />
      <path d="M20 4v7h-7" />
    </svg>
  );
}

/**
 * SPEC §2: one paragraph's picture area: 'Generating image...', or 'Failed to generate image' with
 * 'Try Again', or the picture, revealed progressively and then offered for regeneration.
 */
export function ParagraphImage({ visual, onRegenerate }: { visual: ParagraphVisual; onRegenerate: () => void }) {
  const { progress, done, onShown } = useImageReveal(visual.image);
  const number = visual.index + 1;

  if (visual.isLoading) {
    return (
      <div role="status" className={`${frame} grid place-items-center bg-gradient-to-br from-amber-50 via-coral-50 to-sky-50`}>
        <div className="flex flex-col items-center gap-3 text-coral-800">
          <span aria-hidden="true" className="size-12 animate-spin rounded-full border-4 border-coral-200 border-t-coral-600" />
          <p className="font-bold">Generating image...</p>
        </div>
      </div>
    );
  }

  if (!visual.image) {
    return (
      <div className={`${frame} grid place-items-center bg-coral-50 p-4 text-center`}>
        <div className="flex flex-col items-center gap-3">
          {visual.error ? (
            <>
              <p role="alert" className="font-bold text-coral-800">
                Failed to generate image
              </p>
              <button type="button" onClick={onRegenerate} className="btn-primary">
                Try Again
              </button>
            </>
          ) : (
            <button type="button" onClick={onRegenerate} className="btn-secondary">
              Create picture
            </button>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className={`${frame} bg-amber-50`}>
      <img
        src={visual.image}
        alt={`Picture for paragraph ${number}`}
        onLoad={onShown}
        onError={onShown}
        style={{ clipPath: `inset(0 0 ${100 - progress}% 0)` }}
        className="size-full object-cover"
      />
      {done ? (
        <button
          type="button"
          onClick={onRegenerate}
          aria-label={`Regenerate image ${number}`}
          className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1.5 text-sm font-bold text-coral-800 shadow ring-1 ring-coral-200 backdrop-blur hover:bg-white"
        >
          <RefreshIcon />
          Regenerate
        </button>
      ) : (
        <div
          role="progressbar"
          aria-label={`Revealing picture ${number}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="absolute inset-x-4 bottom-4 h-2.5 overflow-hidden rounded-full bg-white/80 shadow-inner"
        >
          <div className="h-full rounded-full bg-coral-500 transition-[width]" style={{ width: `${progress}%` }} />
        </div>
      )}
    </div>
  );
}
