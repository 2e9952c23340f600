/**
 * Code point to glyph id, read from a TrueType font's 'cmap' table. jsPDF reads only the table
 * for the Basic Multilingual Plane, which leaves out most emoji; this reads the full-range one
 * (format 12) too, so emoji past U+FFFF find their glyph.
 */
export function readCmap(font: string): Map<number, number> {
  const u16 = (at: number) => (font.charCodeAt(at) << 8) | font.charCodeAt(at + 1);
  const u32 = (at: number) => u16(at) * 0x10000 + u16(at + 2);
  const map = new Map<number, number>();

  const tableCount = u16(4);
  let cmap = -1;
  for (let index = 0; index < tableCount; index += 1) {
    const record = 12 + 16 * index;
    if (font.slice(record, record + 4) === 'cmap') cmap = u32(record + 8);
  }
  if (cmap < 0) return map;

  const subtables = u16(cmap + 2);
  let format4 = -1;
  let format12 = -1;
  for (let index = 0; index < subtables; index += 1) {
    const record = cmap + 4 + 8 * index;
    const platform = u16(record);
    const encoding = u16(record + 2);
    const offset = cmap + u32(record + 4);
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    const format = u16(offset);
    if (format === 12) format12 = offset;
    if (format === 4) format4 = offset;
  }

  if (format12 >= 0) {
    const groups = u32(format12 + 12);
    for (let index = 0; index < groups; index += 1) {
      const group = format12 + 16 + 12 * index;
      const start = u32(group);
      const end = u32(group + 4);
      const glyph = u32(group + 8);
      for (let code = start; code <= end; code += 1) map.set(code, glyph + code - start);
    }
    return map;
  }
  if (format4 >= 0) {
    const segments = u16(format4 + 6) / 2;
    const ends = format4 + 14;
    const starts = ends + 2 * segments + 2;
    const deltas = starts + 2 * segments;
    const rangeOffsets = deltas + 2 * segments;
    for (let segment = 0; segment < segments; segment += 1) {
      const start = u16(starts + 2 * segment);
      const end = u16(ends + 2 * segment);
      const delta = u16(deltas + 2 * segment);
      const rangeOffset = u16(rangeOffsets + 2 * segment);
      for (let code = start; code <= end && code !== 0xffff; code += 1) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
        else {
          const raw = u16(rangeOffsets + 2 * segment + rangeOffset + 2 * (code - start));
          glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
        }
        if (glyph !== 0) map.set(code, glyph);
      }
    }
  }
  return map;
}
