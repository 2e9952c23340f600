import sharp, { type Sharp } from 'sharp';

/** Uncompressed sRGB pixels, three bytes per pixel, row by row: what every style starts from. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

/** A sharp pipeline reading a raw RGB image. */
export function fromRaw(image: RawImage): Sharp {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } });
}

/** Runs a pipeline to raw RGB (alpha dropped), so the next step can read or change pixels directly. */
export async function toRaw(pipeline: Sharp): Promise<RawImage> {
  const { data, info } = await pipeline.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The smallest byte value that at least `share` (0 to 1) of the values are at or below. */
export function percentile(values: Uint8Array, share: number): number {
  const counts = new Array<number>(256).fill(0);
  for (const v of values) counts[v]! += 1;
  let seen = 0;
  for (let v = 0; v < 256; v += 1) {
    seen += counts[v]!;
    if (seen >= share * values.length) return v;
  }
  return 255;
}
