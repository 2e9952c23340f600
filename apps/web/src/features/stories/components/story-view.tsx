import type { StoryDetail } from '@storybook/contract';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { mainPictureShown, useAfterMainPicture } from '../../../lib/main-picture';
import { ReadAloudControls } from '../read-aloud/read-aloud-controls';
import { useStoryReader } from '../read-aloud/use-story-reader';
import { StoryCounts, StoryHeader } from './story-header';
import { StoryLines } from './story-lines';

/** The part after the story: fetched once the first picture is shown (see main-picture.ts). */
const StoryExtras = lazy(() => import('./story-extras').then((m) => ({ default: m.StoryExtras })));

/** A loaded story: header, counts, read aloud, the lines with pictures, then what follows it. */
export function StoryView({ story }: { story: StoryDetail }) {
  const paragraphs = useMemo(() => story.storyList.map((entry) => entry.line), [story.storyList]);
  const reader = useStoryReader(paragraphs);
  const hasPicture = story.storyList.some((entry) => entry.image);
  useEffect(() => {
    if (!hasPicture) mainPictureShown();
  }, [hasPicture]);
  const extrasWanted = useAfterMainPicture();

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
      {extrasWanted && (
        <Suspense fallback={null}>
          <StoryExtras story={story} />
        </Suspense>
      )}
    </div>
  );
}
