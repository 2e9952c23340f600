import sharp from 'sharp';

/** How the child in a made-up portrait looks, and the light it was taken in. */
export interface PortraitOptions {
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png' | 'webp';
  /** Skin in even light, `#rrggbb`. */
  skin?: string;
  hair?: string;
  hairStyle?: 'short' | 'long' | 'curly';
  eyes?: string;
  shirt?: string;
  /** Even daylight, a dim room, warm lamp light, or light from one side. */
  lighting?: 'even' | 'dim' | 'warm' | 'side';
}

/**
 * A photo-like portrait made the same way every time: gradient background, a face with shading,
 * hair, eyes, a smile and a shirt, plus sensor-like noise, so image code is tested and benchmarked
 * on something with edges, smooth areas and grain rather than flat colour. Skin tones, eye and hair
 * colours and light vary by option (TEST_PORTRAITS); the defaults give the original portrait.
 */
export async function samplePhoto(options: PortraitOptions = {}): Promise<Buffer> {
  const { width = 1024, height = 1024, format = 'jpeg' } = options;
  // The portrait is drawn at the left of a wide photo, so a centre crop would miss the face.
  const scale = Math.min(width, height) / 1024;
  const skinStops = options.skin
    ? [shade(options.skin, 0.12), options.skin, shade(options.skin, -0.22)]
    : ['#f6d2b4', '#e0a882', '#b87a58'];
  const neck = options.skin ? shade(options.skin, -0.08) : '#d89a76';
  const hair = options.hair ?? '#4a2c1a';
  const eyes = options.eyes ?? '#3a6ea5';
  const shirt = options.shirt ? [options.shirt, shade(options.shirt, -0.35)] : ['#e64a3b', '#8e1f2a'];
  const style = options.hairStyle ?? 'short';
  const hairBack =
    style === 'long'
      ? `<path d="M300 420 C 280 250 400 190 512 192 C 640 190 750 260 724 420 L 760 760 C 700 800 640 760 640 700 L 660 470 L 370 470 L 384 700 C 384 760 320 800 262 760 Z" fill="${hair}"/>`
      : style === 'curly'
        ? Array.from({ length: 14 }, (_, i) => {
            const a = Math.PI * (0.95 + (i / 13) * 1.1);
            return `<circle cx="${(512 + Math.cos(a) * 215).toFixed(0)}" cy="${(430 + Math.sin(a) * 230).toFixed(0)}" r="70" fill="${hair}"/>`;
          }).join('')
        : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1">
      <stop offset="0" stop-color="#7fb6e8"/><stop offset="0.6" stop-color="#d9e8c4"/><stop offset="1" stop-color="#6f9a4c"/>
    </linearGradient>
    <radialGradient id="skin" cx="0.42" cy="0.38" r="0.7">
      <stop offset="0" stop-color="${skinStops[0]}"/><stop offset="0.7" stop-color="${skinStops[1]}"/><stop offset="1" stop-color="${skinStops[2]}"/>
    </radialGradient>
    <linearGradient id="shirt" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shirt[0]}"/><stop offset="1" stop-color="${shirt[1]}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <g transform="translate(0 ${(height - 1024 * scale) / 2}) scale(${scale})">
  <circle cx="860" cy="170" r="90" fill="#fff4b0" opacity="0.8"/>
  <rect x="40" y="560" width="180" height="300" rx="20" fill="#8a6a4a"/>
  ${hairBack}
  <path d="M250 1024 C 260 800 360 740 512 740 C 664 740 764 800 774 1024 Z" fill="url(#shirt)"/>
  <rect x="462" y="640" width="100" height="120" fill="${neck}"/>
  <ellipse cx="512" cy="470" rx="190" ry="230" fill="url(#skin)"/>
  <path d="M318 430 C 300 240 420 200 512 205 C 640 200 730 260 706 440 C 680 330 600 300 512 310 C 420 300 350 330 318 430 Z" fill="${hair}"/>
  <ellipse cx="440" cy="470" rx="34" ry="22" fill="#fff"/><ellipse cx="584" cy="470" rx="34" ry="22" fill="#fff"/>
  <circle cx="444" cy="472" r="15" fill="${eyes}"/><circle cx="580" cy="472" r="15" fill="${eyes}"/>
  <circle cx="446" cy="472" r="6" fill="#111"/><circle cx="582" cy="472" r="6" fill="#111"/>
  <path d="M500 500 Q 512 560 524 540" stroke="${options.skin ? shade(options.skin, -0.3) : '#a86a4c'}" stroke-width="6" fill="none"/>
  <path d="M440 600 Q 512 650 584 600" stroke="#9c3a3a" stroke-width="10" fill="none" stroke-linecap="round"/>
  <ellipse cx="420" cy="560" rx="30" ry="16" fill="#f09a8a" opacity="0.5"/><ellipse cx="604" cy="560" rx="30" ry="16" fill="#f09a8a" opacity="0.5"/>
  </g>
</svg>`;
  const noise = seededNoise(width, height, 0x5eed);
  let photo = sharp(Buffer.from(svg)).composite([{ input: noise, raw: { width, height, channels: 1 }, blend: 'overlay' }]);
  const lighting = options.lighting ?? 'even';
  if (lighting !== 'even') {
    // Light as a camera records it: a dim room is darker, lamp light warmer, side light falls off.
    const raw = await photo.removeAlpha().raw().toBuffer();
    photo = sharp(relight(raw, width, height, lighting), { raw: { width, height, channels: 3 } });
  }
  return photo.toFormat(format).toBuffer();
}

/** Faces of several skin tones, eye and hair colours, in several lights: the cartoonist's and the illustrator's test children. */
export const TEST_PORTRAITS: readonly { name: string; options: PortraitOptions }[] = [
  {
    name: 'fair skin, blue eyes, blonde long hair, daylight',
    options: { skin: '#f3d3bd', hair: '#d9b25f', hairStyle: 'long', eyes: '#3f78c0', shirt: '#3fa34d', lighting: 'even' },
  },
  {
    name: 'light skin, green eyes, red hair, lamp light',
    options: { skin: '#eec0a0', hair: '#b5471f', hairStyle: 'short', eyes: '#3f8a4a', shirt: '#2b59c3', lighting: 'warm' },
  },
  {
    name: 'medium skin, brown eyes, dark short hair, side light',
    options: { skin: '#c98d64', hair: '#2b1d14', hairStyle: 'short', eyes: '#5b3a22', shirt: '#f4c430', lighting: 'side' },
  },
  {
    name: 'brown skin, dark eyes, black curly hair, dim room',
    options: { skin: '#9a6240', hair: '#1e1714', hairStyle: 'curly', eyes: '#3a2416', shirt: '#e63946', lighting: 'dim' },
  },
  {
    name: 'deep skin, brown eyes, black long hair, daylight',
    options: { skin: '#6b3f26', hair: '#18120f', hairStyle: 'long', eyes: '#4a2c1a', shirt: '#8e44ad', lighting: 'even' },
  },
  {
    // Warm light on a dark skin: the cast and the depth together are the hardest case for keeping the skin.
    name: 'dark brown skin, brown eyes, black short hair, lamp light',
    options: { skin: '#7a4a2e', hair: '#1a1411', hairStyle: 'short', eyes: '#5a3820', shirt: '#2a9d8f', lighting: 'warm' },
  },
];

function relight(rgb: Buffer, width: number, height: number, lighting: 'dim' | 'warm' | 'side'): Buffer {
  const out = Buffer.alloc(rgb.length);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      let k: [number, number, number] = [1, 1, 1];
      if (lighting === 'dim') k = [0.58, 0.58, 0.6];
      if (lighting === 'warm') k = [1.04, 0.9, 0.7];
      if (lighting === 'side') {
        const f = 1.08 - 0.5 * (x / width);
        k = [f, f, f];
      }
      for (let c = 0; c < 3; c += 1) out[i + c] = Math.max(0, Math.min(255, Math.round(rgb[i + c]! * k[c]!)));
    }
  return out;
}

/** A colour lighter (positive) or darker (negative) by `amount` of the way to white or black. */
function shade(hex: string, amount: number): string {
  const v = Number.parseInt(hex.slice(1), 16);
  const ch = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) =>
    Math.round(amount > 0 ? c + (255 - c) * amount : c * (1 + amount)),
  );
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
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
