import type { StoryListItem } from '@storybook/contract';
import { StoryCard } from './story-card';

/** How many cards a wide first screen shows: their pictures load at once, the rest lazily. */
const EAGER_CARDS = 4;

/** A responsive grid of story cards, as a list so screen readers announce how many there are. */
export function StoryGrid({ stories, label }: { stories: StoryListItem[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {stories.map((story, index) => (
        <li key={story._id}>
          <StoryCard story={story} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
