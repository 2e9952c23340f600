import type { Box, Rgb } from './face.js';

/**
 * The child's skin as one clean region: every pixel of the face and neck that is the skin's own
 * colour in more or less light. Shading mostly scales a colour's brightness and keeps its
 * chromaticity (the shares of red, green and blue), so a shadowed cheek, a lit forehead and the
 * neck are all skin, while hair, lips, eye whites and a background of another hue are not. Every
 * look paints this region from the skin's own tones, so no stray palette colour lands on a face.
 */
export function isSkinLike(c: Rgb, skin: Rgb, brightest = 1.3): boolean {
  const s = c[0] + c[1] + c[2];
  const k = skin[0] + skin[1] + skin[2];
  if (s < 1 || k < 1) return false;
  const ratio = s / k;
  if (ratio < 0.5 || ratio > brightest) return false;
  const dr = c[0] / s - skin[0] / k;
  const dg = c[1] / s - skin[1] / k;
  const db = c[2] / s - skin[2] / k;
  return Math.abs(dr) + Math.abs(dg) + Math.abs(db) < 0.085;
}

/**
 * Lips: redder than the skin (more of its light red, less green), whether darker or, on a deep
 * skin in lamp light, even lighter than it.
 */
export function isLipLike(c: Rgb, skin: Rgb): boolean {
  const s = c[0] + c[1] + c[2];
  const k = skin[0] + skin[1] + skin[2];
  if (s < 1 || k < 1) return false;
  return c[0] / s - skin[0] / k > 0.05 && skin[1] / k - c[1] / s > 0.05;
}

/** The photo's own skin colour: the median of the cheeks and nose in the middle of the face box. */
export function skinTone(data: Uint8Array, size: number, face: Box): Rgb {
  const w = face.x1 - face.x0;
  const h = face.y1 - face.y0;
  const channels: number[][] = [[], [], []];
  for (let y = Math.round(face.y0 + h * 0.55); y < face.y0 + h * 0.75; y += 1)
    for (let x = Math.round(face.x0 + w * 0.3); x < face.x0 + w * 0.7; x += 1) {
      const i = (Math.min(size - 1, Math.max(0, y)) * size + Math.min(size - 1, Math.max(0, x))) * 3;
      for (let c = 0; c < 3; c += 1) channels[c]!.push(data[i + c]!);
    }
  return channels.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 128) as Rgb;
}

/**
 * The skin mask of a `size` x `size` RGB image: skin-like pixels connected to the face's middle,
 * within the oval a face and neck can take in a portrait crop; inside the eyes (`eyes`, 1 per
 * pixel) only what is darker than the lit skin, so the white of an eye stays an eye. Small holes
 * (grain) are filled; the features (eyes, mouth, brows) stay holes.
 */
export function skinMask(data: Uint8Array, size: number, face: Box, skin: Rgb, eyes: Uint8Array): Uint8Array {
  const N = size;
  const mask = new Uint8Array(N * N);
  const cx = (face.x0 + face.x1) / 2;
  const fw = Math.max(8, face.x1 - face.x0);
  const fh = Math.max(8, face.y1 - face.y0);
  // The face's oval, a little larger than its reading, and the neck below it.
  const inReach = (x: number, y: number) => {
    const ex = (x - cx) / (fw * 0.62);
    const ey = (y - (face.y0 + face.y1) / 2) / (fh * 0.62);
    if (ex * ex + ey * ey < 1) return true;
    return y > face.y0 + fh * 0.6 && y < face.y1 + fh * 0.45 && Math.abs(x - cx) < fw * 0.28;
  };
  const at = (p: number): Rgb => [data[p * 3]!, data[p * 3 + 1]!, data[p * 3 + 2]!];
  const open = (p: number) => isSkinLike(at(p), skin, eyes[p] ? 1.02 : 1.3);
  const queue: number[] = [];
  // Seeds: the cheeks below each eye and the middle of the face.
  for (const [fx, fy] of [
    [0.5, 0.62],
    [0.3, 0.62],
    [0.7, 0.62],
    [0.5, 0.3],
  ] as const) {
    const p = Math.round(face.y0 + fh * fy) * N + Math.round(face.x0 + fw * fx);
    if (p >= 0 && p < mask.length && open(p)) queue.push(p);
  }
  while (queue.length) {
    const p = queue.pop()!;
    if (mask[p]) continue;
    const x = p % N;
    const y = (p - x) / N;
    if (!inReach(x, y) || !open(p)) continue;
    mask[p] = 1;
    if (x > 0) queue.push(p - 1);
    if (x < N - 1) queue.push(p + 1);
    if (y > 0) queue.push(p - N);
    if (y < N - 1) queue.push(p + N);
  }
  // Grain is no feature; nor is a blush or a highlight lighter than the skin on a cheek (a mouth
  // in the middle of the face may be lighter than a deep skin and is still a mouth).
  const toneLight = skin[0] + skin[1] + skin[2];
  fillHoles(mask, N, (patch) => {
    if (patch.length <= N * N * 0.0004) return true;
    if (patch.length > N * N * 0.004 || patch.some((p) => eyes[p])) return false;
    const middle = patch.reduce((sum, p) => sum + (p % N), 0) / patch.length;
    if (Math.abs(middle - cx) < fw * 0.22) return false;
    const light = patch.reduce((sum, p) => sum + data[p * 3]! + data[p * 3 + 1]! + data[p * 3 + 2]!, 0) / patch.length;
    return light > toneLight * 0.95;
  });
  return mask;
}

/** Turns enclosed patches of 0 into 1 where `fill(patch)` says so. */
export function fillHoles(mask: Uint8Array, N: number, fill: (patch: number[]) => boolean): void {
  const seen = new Uint8Array(mask.length);
  for (let start = 0; start < mask.length; start += 1) {
    if (mask[start] || seen[start]) continue;
    seen[start] = 1;
    const patch = [start];
    let enclosed = true;
    // Explored to its end even when too big, so no part of it is taken for a hole later.
    for (let i = 0; i < patch.length; i += 1) {
      const x = patch[i]! % N;
      const y = (patch[i]! - x) / N;
      if (x === 0 || y === 0 || x === N - 1 || y === N - 1) enclosed = false;
      // The four neighbours (none past an edge: a patch touching one is not enclosed anyway).
      const p = patch[i]!;
      if (x > 0 && !mask[p - 1] && !seen[p - 1]) {
        seen[p - 1] = 1;
        patch.push(p - 1);
      }
      if (x < N - 1 && !mask[p + 1] && !seen[p + 1]) {
        seen[p + 1] = 1;
        patch.push(p + 1);
      }
      if (y > 0 && !mask[p - N] && !seen[p - N]) {
        seen[p - N] = 1;
        patch.push(p - N);
      }
      if (y < N - 1 && !mask[p + N] && !seen[p + N]) {
        seen[p + N] = 1;
        patch.push(p + N);
      }
    }
    if (enclosed && fill(patch)) for (const p of patch) mask[p] = 1;
  }
}
