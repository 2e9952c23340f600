import type { MediaType } from './store.js';

/**
 * The image type the bytes themselves say they are, by their magic numbers; null for anything
 * else (SVG, HTML, GIF…). The file name and the declared content type are never trusted.
 */
export function sniffImageType(bytes: Buffer): MediaType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF, four bytes of length, then WEBP.
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

function startsWith(bytes: Buffer, magic: number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);
}
