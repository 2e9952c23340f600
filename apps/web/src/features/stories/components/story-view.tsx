import type { StoryDetail } from '@storybook/contract';
import { lazy, Suspense, useMemo } from 'react';
import { ReadAloudControls } from '../read-aloud/read-aloud-controls';
import { useStoryReader } from '../read-aloud/use-story-reader';
import { StoryCounts, StoryHeader } from './story-header';
import { StoryLines } from './story-lines';

/** The part after the story, fetched while the story itself is (see StoryPage). */
export const loadStoryExtras = () => import('./story-extras');
const StoryExtras = lazy(() => loadStoryExtras().then((m) => ({ default: m.StoryExtras })));

/** A loaded story: header, counts, read aloud, the lines with pictures, then what follows it. */
export function StoryView({ story }: { story: StoryDetail }) {
  const paragraphs = useMemo(() => story.storyList.map((entry) => entry.line), [story.storyList]);
  const reader = useStoryReader(paragraphs);

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <StoryHeader story={story} />
        <div className="flex min-h-11 flex-wrap items-center gap-x-6 gap-y-3 print:hidden">
          <StoryCounts story={story} />
          <ReadAloudControls reader={reader} />
        </div>
      </div>
      <StoryLines lines={story.storyList} title={story.title} reading={reader.position} />
      <Suspense fallback={null}>
        <StoryExtras story={story} />
      </Suspense>
    </div>
  );
}
