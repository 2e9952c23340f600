/**
 * 'Print Story': lazy pictures further down may not have loaded yet, so every story picture is
 * asked for now and awaited before the print dialog opens (the print stylesheet shows only the story).
 */
export async function printStory(): Promise<void> {
  const pictures = Array.from(document.querySelectorAll<HTMLImageElement>('img.story-picture'));
  for (const picture of pictures) picture.loading = 'eager';
  await Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
  window.print();
}
