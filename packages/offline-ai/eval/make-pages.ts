/**
 * Renders the evaluation's reference pages (eval/pages/*.png): textbook-like pages with a heading,
 * running text, a caption, a question and a page number, slightly tilted and soft like a photo.
 * Run once with `npx tsx eval/make-pages.ts`; the PNGs are committed as test images.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const PAGES: Record<string, string[]> = {
  evaporation: [
    '# Evaporation',
    'When water is warmed by the sun, it turns into water vapour.',
    'Water vapour is a gas. It rises up into the air.',
    'This change is called evaporation.',
    'Puddles dry up because of evaporation.',
    'High in the sky, the vapour cools and makes clouds.',
    '_Figure 3: A puddle on a sunny day',
    '? What happens to a puddle on a hot day?',
    '~14',
  ],
  egypt: [
    '# Ancient Egypt',
    'The ancient Egyptians built pyramids.',
    'Mummies were wrapped in linen.',
    'The Nile is a very long river.',
    'Pharaohs were the kings of Egypt.',
    'Egyptians wrote with pictures called hieroglyphs.',
    '? Can you find the Nile on the map?',
    '~8',
  ],
  volcanoes: [
    '# Volcanoes',
    'A volcano is an opening in the crust of the Earth.',
    'Hot melted rock called magma rises from deep inside.',
    'When magma reaches the surface, it is called lava.',
    'Ash and gas can shoot high into the sky during an eruption.',
    'Some volcanoes are sleeping and have not erupted for many years.',
    '_Figure 5: Lava flowing down a mountain',
    '~22',
  ],
  plants: [
    '# How Plants Make Food',
    'Plants make their own food in their leaves.',
    'They use sunlight, water and air.',
    'This is called photosynthesis.',
    'The green colour in leaves is called chlorophyll.',
    'Roots take in water from the soil.',
    '? Activity: draw a leaf and label it.',
    '~31',
  ],
  planets: [
    '# The Solar System',
    'There are eight planets in our solar system.',
    'The planets travel around the Sun.',
    'Mercury is the planet closest to the Sun.',
    'Jupiter is the largest planet.',
    'Saturn has bright rings made of ice and rock.',
    '_Figure 1: The eight planets',
    '~40',
  ],
  frogs: [
    '# The Life Cycle of a Frog',
    'Frogs lay their eggs in water. The eggs are called frogspawn.',
    'Tadpoles hatch from the eggs.',
    'A tadpole breathes with gills and swims with its tail.',
    'Slowly the tadpole grows legs and loses its tail.',
    'A young frog is called a froglet.',
    '~17',
  ],
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function renderPage(lines: readonly string[]): Promise<Buffer> {
  const width = 1250;
  const rows: string[] = [];
  let y = 110;
  for (const line of lines) {
    const kind = line.charAt(0);
    const text = escapeXml(line.replace(/^[#_?~]\s?/, ''));
    if (kind === '#') rows.push(`<text x="70" y="${y}" font-size="54" font-weight="bold">${text}</text>`);
    else if (kind === '_') rows.push(`<text x="90" y="${y}" font-size="30" font-style="italic" fill="#444">${text}</text>`);
    else if (kind === '?') rows.push(`<text x="70" y="${y}" font-size="34" fill="#224">${text}</text>`);
    else if (kind === '~') rows.push(`<text x="${width / 2}" y="${y + 20}" font-size="28" fill="#555">${text}</text>`);
    else rows.push(`<text x="70" y="${y}" font-size="38">${text}</text>`);
    y += kind === '#' ? 95 : 72;
  }
  const height = y + 60;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f7f3ea"/><g font-family="DejaVu Serif, DejaVu Sans, serif" fill="#1b1b1b">${rows.join('')}</g></svg>`;
  return sharp(Buffer.from(svg))
    .rotate(1.2, { background: '#e9e4d8' })
    .blur(0.6)
    .greyscale()
    .png({ compressionLevel: 9, palette: true, colours: 32 })
    .toBuffer();
}

export const PAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pages');

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(PAGES_DIR, { recursive: true });
  for (const [name, lines] of Object.entries(PAGES)) {
    const png = await renderPage(lines);
    writeFileSync(path.join(PAGES_DIR, `${name}.png`), png);
    console.log(`${name}.png ${(png.length / 1024).toFixed(0)} KB`);
  }
}
