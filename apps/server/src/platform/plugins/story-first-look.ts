import {
  countLabel,
  formatLongDate,
  ILLUSTRATION_WIDTH,
  pictureSrcSet,
  STORY_PICTURE_SIZES,
  UNKNOWN_AUTHOR,
  type StoryDetail,
} from '@storybook/contract';

/**
 * A story page's first look, drawn into index.html by the server: the title, the byline, the
 * counts and every paragraph with its picture, in the markup and classes the app's story page
 * renders (apps/web/src/features/stories/story-page.tsx and components/story-view.tsx), so the
 * reader sees the story before the scripts arrive and nothing moves when the app takes over.
 * The app starts once the first picture is on screen (apps/web/src/main.tsx) and reads the story
 * from the page's data block instead of asking again.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

function picture(src: string, alt: string, first: boolean): string {
  const srcset = pictureSrcSet(src);
  const responsive = srcset ? ` srcset="${escapeHtml(srcset)}" sizes="${STORY_PICTURE_SIZES}"` : '';
  // The first picture is what main.tsx waits for before it starts the app.
  const loading = first
    ? ' loading="eager" fetchpriority="high" decoding="sync" data-first-look=""'
    : ' loading="lazy" fetchpriority="auto" decoding="async"';
  return (
    `<img src="${escapeHtml(src)}"${responsive} alt="${escapeHtml(alt)}" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_WIDTH}"${loading}` +
    ' class="story-picture aspect-square w-full rounded-3xl bg-amber-50 object-cover shadow-sm ring-2 ring-amber-200">'
  );
}

function line(story: StoryDetail, index: number): string {
  const { line: text, image } = story.storyList[index]!;
  const order = index % 2 === 1 ? 'md:[&>figure]:order-2' : '';
  const figure = image
    ? `<figure class="m-0">${picture(image, `Picture for paragraph ${index + 1} of ${story.title}`, index === 0)}</figure>`
    : '';
  const span = image ? '' : 'md:col-span-2';
  return (
    `<li class="story-line grid items-center gap-5 md:grid-cols-2 md:gap-8 ${order}">${figure}` +
    `<p data-paragraph="${index}" class="text-lg leading-relaxed text-ink sm:text-xl  ${span}">${escapeHtml(text)}</p></li>`
  );
}

/** The story page's `<main>` as the app renders it for a reader who does not own the story. */
export function storyFirstLook(story: StoryDetail): string {
  const author = escapeHtml(story.user?.name ?? UNKNOWN_AUTHOR);
  const lines = story.storyList.map((_, index) => line(story, index)).join('');
  return (
    '<main id="main" tabindex="-1" class="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">' +
    '<article class="flex flex-col gap-6 pb-16 xl:pb-0">' +
    '<a href="/" class="inline-flex w-fit items-center gap-1 font-bold text-coral-700 underline-offset-4 hover:underline print:hidden">' +
    '<span aria-hidden="true">←</span> Back to stories</a>' +
    '<div><div class="flex flex-col gap-8"><div class="flex flex-col gap-4">' +
    '<header class="flex flex-col gap-2">' +
    `<h1 class="font-display text-3xl font-extrabold tracking-tight text-ink sm:text-5xl">${escapeHtml(story.title)}</h1>` +
    `<p class="text-ink-soft">Published by <span class="font-bold text-ink">${author}</span> on ` +
    `<time datetime="${escapeHtml(story.publishingDate)}">${formatLongDate(story.publishingDate)}</time></p>` +
    '</header>' +
    '<div class="flex min-h-11 flex-wrap items-center gap-x-6 gap-y-3 print:hidden">' +
    `<p class="flex gap-4 text-sm font-bold text-ink-soft"><span class="min-w-20">${countLabel(story.views, 'view')}</span><span>${countLabel(story.likes, 'like')}</span></p>` +
    '</div></div>' +
    `<ol aria-label="Story" class="story-lines flex flex-col gap-10">${lines}</ol>` +
    '</div></div></article></main>'
  );
}

/** The page's title, as the story page sets it. */
export const storyPageTitle = (story: StoryDetail) => `${escapeHtml(story.title)} · Storybook`;

/**
 * JSON for a `<script type="application/json">` block: `<` written as `\u003c`, so no text in a
 * story (say `</script>`) can end the block early and become markup.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
