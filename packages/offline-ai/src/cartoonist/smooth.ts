import type { RawImage } from './raw-image.js';

/**
 * Edge-preserving smoothing (a bilateral filter, run along rows then along columns): each pixel
 * becomes the average of its neighbours weighted by nearness and by likeness of colour, so skin
 * and cloth turn into smooth regions while the edges between them stay sharp: the first step from
 * a photo to a drawing. The separable form costs a fraction of the square one and looks the same
 * at these radii.
 */
export function bilateral(image: RawImage, radius: number, spatial: number, range: number, passes = 1): RawImage {
  const { width, height } = image;
  const taps = 2 * radius + 1;
  const spatialWeight = new Float32Array(taps);
  for (let d = -radius; d <= radius; d += 1) spatialWeight[d + radius] = Math.exp(-(d * d) / (2 * spatial * spatial));
  // Weight by colour difference (sum of channel differences, 0-765), from a table.
  const rangeWeight = new Float32Array(766);
  for (let d = 0; d < rangeWeight.length; d += 1) rangeWeight[d] = Math.exp(-(d * d) / (2 * range * range * 9));
  let src = Uint8Array.from(image.data);
  let dst = new Uint8Array(src.length);
  const run = (stepX: number, stepY: number) => {
    const step = (stepY * width + stepX) * 3;
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const i = (y * width + x) * 3;
        const r0 = src[i]!;
        const g0 = src[i + 1]!;
        const b0 = src[i + 2]!;
        // The taps that fall inside the picture along this direction.
        const at = stepX ? x : y;
        const size = stepX ? width : height;
        const from = Math.max(-radius, -at);
        const to = Math.min(radius, size - 1 - at);
        let sr = 0;
        let sg = 0;
        let sb = 0;
        let sw = 0;
        for (let t = from, j = i + from * step; t <= to; t += 1, j += step) {
          const r = src[j]!;
          const g = src[j + 1]!;
          const b = src[j + 2]!;
          const diff = (r > r0 ? r - r0 : r0 - r) + (g > g0 ? g - g0 : g0 - g) + (b > b0 ? b - b0 : b0 - b);
          const w = spatialWeight[t + radius]! * rangeWeight[diff]!;
          sr += r * w;
          sg += g * w;
          sb += b * w;
          sw += w;
        }
        dst[i] = sr / sw;
        dst[i + 1] = sg / sw;
        dst[i + 2] = sb / sw;
      }
    [src, dst] = [dst, src];
  };
  for (let pass = 0; pass < passes; pass += 1) {
    run(1, 0);
    run(0, 1);
  }
  return { data: Buffer.from(src.buffer, src.byteOffset, src.length), width, height };
}
