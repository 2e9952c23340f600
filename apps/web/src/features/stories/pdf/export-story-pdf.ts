import { formatLongDate, UNKNOWN_AUTHOR, type StoryDetail } from '@storybook/contract';
import { loadPicture } from './load-picture';
import { loadPdfFonts } from './pdf-fonts';

/**
 * 'Export as PDF' (SPEC §2, §9). The PDF library and its fonts are loaded only now, on the first
 * export, so they never weigh on the reader's first visit.
 */
export async function exportStoryPdf(story: StoryDetail): Promise<void> {
  const title = story.title;
  const byline = `Published by ${story.user?.name ?? UNKNOWN_AUTHOR} on ${formatLongDate(story.publishingDate)}`;
  const [{ saveStoryPdf }, fonts, pictures] = await Promise.all([
    import('./story-pdf'),
    loadPdfFonts([title, byline, ...story.storyList.map((entry) => entry.line)]),
    Promise.all(story.storyList.map((entry) => (entry.image ? loadPicture(entry.image) : Promise.resolve(null)))),
  ]);
  saveStoryPdf(
    { title, byline, lines: story.storyList.map((entry, index) => ({ text: entry.line, picture: pictures[index] ?? null })) },
    fonts,
  );
}
