import { RATING_MAX, RATING_MIN } from '@storybook/contract';
import { useAddRating } from './api/add-rating';
import { useStoryRating } from './api/get-story-rating';
import { useUserRating } from './api/get-user-rating';

const SCALE = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

const stars = (count: number) => `${count} ${count === 1 ? 'star' : 'stars'}`;

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="size-8"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    >
      <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
    </svg>
  );
}

/** The story's average rating, for everyone. */
export function RatingSummary({ storyId }: { storyId: string }) {
  const { data } = useStoryRating(storyId);
  if (!data) return null;
  return (
    <p className="text-sm font-semibold text-ink-soft">
      {data.average === null
        ? 'No ratings yet'
        : `Average ${data.average.toFixed(1)} out of ${RATING_MAX} (${data.count} ${data.count === 1 ? 'rating' : 'ratings'})`}
    </p>
  );
}

/** SPEC §2 rating control: 1 to 5 stars, with this reader's own rating checked. Only shown with a stored email. */
export function RatingControl({ storyId, email }: { storyId: string; email: string }) {
  const { data: mine = null } = useUserRating(storyId, email);
  const rate = useAddRating(storyId, email);
  const shown = rate.isPending ? rate.variables : mine;

  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-bold text-ink">Rate this story</legend>
      <div className="flex items-center text-amber-500">
        {SCALE.map((value) => (
          <label
            key={value}
            className="cursor-pointer rounded-full p-0.5 has-focus-visible:outline-3 has-focus-visible:outline-focus"
          >
            <input
              type="radio"
              name={`rating-${storyId}`}
              value={value}
              checked={shown === value}
              onChange={() => rate.mutate(value)}
              className="sr-only"
            />
            <span className="sr-only">{stars(value)}</span>
            <StarIcon filled={shown !== null && value <= shown} />
          </label>
        ))}
      </div>
      <p className="text-sm text-ink-soft">{mine === null ? 'You have not rated it yet' : `Your rating: ${stars(mine)}`}</p>
    </fieldset>
  );
}
