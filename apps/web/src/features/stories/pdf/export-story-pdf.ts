import type { StoryDetail } from '@storybook/contract';
import { UNKNOWN_AUTHOR } from '../../../components/story-card';
import { formatLongDate } from '../../../lib/dates';
import { loadPicture } from './load-picture';

/**
 * 'Export as PDF' (SPEC §2, §9). The PDF library is loaded only now, on the first export, so it
 * never weighs on the reader's first visit.
 */
export async function exportStoryPdf(story: StoryDetail): Promise<void> {
  const [{ saveStoryPdf }, pictures] = await Promise.all([
    import('./story-pdf'),
    Promise.all(story.storyList.map((entry) => (entry.image ? loadPicture(entry.image) : Promise.resolve(null)))),
  ]);
  saveStoryPdf({
    title: story.title,
    byline: `Published by ${story.user?.name ?? UNKNOWN_AUTHOR} on ${formatLongDate(story.publishingDate)}`,
    lines: story.storyList.map((entry, index) => ({ text: entry.line, picture: pictures[index] ?? null })),
  });
}
