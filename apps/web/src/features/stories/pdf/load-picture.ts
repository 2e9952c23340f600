import type { PdfPicture } from './story-pdf';

/** Pictures go into the PDF at most this wide: sharp on paper, without a huge file. */
const MAX_WIDTH = 1000;

/**
 * A picture as JPEG bytes for the PDF: the stored WebP is decoded by the browser and re-encoded,
 * since PDF readers cannot show WebP. Null when it cannot be fetched; the text still goes in.
 */
export async function loadPicture(url: string): Promise<PdfPicture | null> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return null;
    const bitmap = await createImageBitmap(await response.blob());
    const scale = Math.min(1, MAX_WIDTH / bitmap.width);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return null;
    // JPEG has no transparency: paint it on white, as paper is.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob) return null;
    return { data: new Uint8Array(await blob.arrayBuffer()), format: 'JPEG', width: canvas.width, height: canvas.height };
  } catch {
    return null;
  }
}
