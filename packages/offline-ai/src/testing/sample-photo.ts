import sharp from 'sharp';

/**
 * A photo-like portrait made the same way every time: gradient background, a face with shading,
 * hair, eyes and a shirt, plus sensor-like noise, so image code is tested and benchmarked on
 * something with edges, smooth areas and grain rather than flat colour.
 */
export async function samplePhoto(
  options: { width?: number; height?: number; format?: 'jpeg' | 'png' | 'webp' } = {},
): Promise<Buffer> {
  const { width = 1024, height = 1024, format = 'jpeg' } = options;
  // The portrait is drawn at the left of a wide photo, so a centre crop would miss the face.
  const scale = Math.min(width, height) / 1024;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1">
      <stop offset="0" stop-color="#7fb6e8"/><stop offset="0.6" stop-color="#d9e8c4"/><stop offset="1" stop-color="#6f9a4c"/>
    </linearGradient>
    <radialGradient id="skin" cx="0.42" cy="0.38" r="0.7">
      <stop offset="0" stop-color="#f6d2b4"/><stop offset="0.7" stop-color="#e0a882"/><stop offset="1" stop-color="#b87a58"/>
    </radialGradient>
    <linearGradient id="shirt" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#e64a3b"/><stop offset="1" stop-color="#8e1f2a"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <g transform="translate(0 ${(height - 1024 * scale) / 2}) scale(${scale})">
  <circle cx="860" cy="170" r="90" fill="#fff4b0" opacity="0.8"/>
  <rect x="40" y="560" width="180" height="300" rx="20" fill="#8a6a4a"/>
  <path d="M250 1024 C 260 800 360 740 512 740 C 664 740 764 800 774 1024 Z" fill="url(#shirt)"/>
  <rect x="462" y="640" width="100" height="120" fill="#d89a76"/>
  <ellipse cx="512" cy="470" rx="190" ry="230" fill="url(#skin)"/>
  <path d="M318 430 C 300 240 420 200 512 205 C 640 200 730 260 706 440 C 680 330 600 300 512 310 C 420 300 350 330 318 430 Z" fill="#4a2c1a"/>
  <ellipse cx="440" cy="470" rx="34" ry="22" fill="#fff"/><ellipse cx="584" cy="470" rx="34" ry="22" fill="#fff"/>
  <circle cx="444" cy="472" r="15" fill="#3a6ea5"/><circle cx="580" cy="472" r="15" fill="#3a6ea5"/>
  <circle cx="446" cy="472" r="6" fill="#111"/><circle cx="582" cy="472" r="6" fill="#111"/>
  <path d="M500 500 Q 512 560 524 540" stroke="#a86a4c" stroke-width="6" fill="none"/>
  <path d="M440 600 Q 512 650 584 600" stroke="#9c3a3a" stroke-width="10" fill="none" stroke-linecap="round"/>
  <ellipse cx="420" cy="560" rx="30" ry="16" fill="#f09a8a" opacity="0.5"/><ellipse cx="604" cy="560" rx="30" ry="16" fill="#f09a8a" opacity="0.5"/>
  </g>
</svg>`;
  const noise = seededNoise(width, height, 0x5eed);
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, raw: { width, height, channels: 1 }, blend: 'overlay' }])
    .toFormat(format)
    .toBuffer();
}

/** Grey noise around mid-grey from a fixed seed (mulberry32), so the grain is the same every run. */
function seededNoise(width: number, height: number, seed: number): Buffer {
  const out = Buffer.alloc(width * height);
  let state = seed;
  for (let i = 0; i < out.length; i += 1) {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    out[i] = 128 + Math.round((r - 0.5) * 40);
  }
  return out;
}
