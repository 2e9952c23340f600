/**
 * `npm run eval:pictures`: draws every picture case in the four styles and the cartoon looks of
 * the test portraits, writes contact sheets to docs/examples/, and prints figures to track:
 * styles told apart by their edges alone, different places painted differently, prompt colours
 * present on the hero, hero kind and setting as the text says, time per picture, and pictures for
 * every paragraph of the story writer's evaluation ideas and of ordinary children's paragraphs.
 * story-pictures-contact-sheet.png: the six pages of two books whose heroes are a thing and an animal.
 * Options: --quick (fewer cases, no story-writer ideas).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createOfflineCartoonist } from '../src/cartoonist/cartoonist.js';
import { distance, readFace } from '../src/cartoonist/face.js';
import { cleanSkin, irisOf, skinOf, smileDepth, smileInk } from '../src/cartoonist/measure.js';
import { parseHex } from '../src/illustrator/colour.js';
import { illustrateWithPlan } from '../src/illustrator/illustrator.js';
import { edgeProfile, meanDifference, type EdgeProfile } from '../src/illustrator/measure.js';
import { readScene } from '../src/illustrator/scene/read-scene.js';
import { createOfflineStoryWriter } from '../src/story-writer/story-writer.js';
import { samplePhoto, TEST_PORTRAITS } from '../src/testing/sample-photo.js';
import type { ImageStyle } from '../src/types.js';
import { IDEAS } from './ideas.js';
import { pagesAlone } from './pages-alone.js';
import { ORDINARY_PARAGRAPHS, PICTURE_CASES } from './picture-paragraphs.js';

const STYLES: ImageStyle[] = ['ghibli', 'pixar', 'disney', 'anime'];
/** A visual prompt that names no character: the paragraph's own hero leads. */
const NO_CHARACTER = 'bright, cheerful colours';
const quick = process.argv.includes('--quick');
const OUT = path.resolve(import.meta.dirname, '../../../docs/examples');
const THUMB = 192;
const cases = quick ? PICTURE_CASES.slice(0, 8) : PICTURE_CASES;

const line = (label: string, value: string) => console.log(`${label.padEnd(58)} ${value}`);
const pct = (x: number) => `${(x * 100).toFixed(0)}%`;

// Warm up: the first picture loads the NLP lexicon and the emoji artwork.
await illustrateWithPlan({ paragraph: 'A cat sat on a mat.', visualPrompt: 'a girl', style: 'ghibli', seed: 1 });

interface Drawn {
  caseIndex: number;
  style: ImageStyle;
  image: Buffer;
  /** The box the hero covers, for the prompt-colour check. */
  heroBox: { x0: number; y0: number; x1: number; y1: number } | undefined;
  ms: number;
  profile: EdgeProfile;
}
const drawn: Drawn[] = [];
let heroRight = 0;
let settingRight = 0;
let promptChecks = 0;
let promptFound = 0;
const misses: string[] = [];
for (const [caseIndex, c] of cases.entries()) {
  for (const style of STYLES) {
    const started = performance.now();
    const result = await illustrateWithPlan({
      paragraph: c.paragraph,
      visualPrompt: c.prompt ?? NO_CHARACTER,
      style,
      seed: 11 + caseIndex,
    });
    const ms = performance.now() - started;
    drawn.push({
      caseIndex,
      style,
      image: result.image,
      heroBox: result.composition.figures.find((f) => f.role === 'hero')?.box,
      ms,
      profile: await edgeProfile(result.image),
    });
    if (style !== 'ghibli') continue;
    const hero = result.plan.characters[0]!;
    // A prompt that only says "a child" leaves the paragraph's own hero in charge.
    if (hero.kind === c.hero) heroRight += 1;
    else misses.push(`hero ${hero.kind} (want ${c.hero}): ${c.paragraph}`);
    if (result.plan.setting === c.setting) settingRight += 1;
    else misses.push(`setting ${result.plan.setting} (want ${c.setting}): ${c.paragraph}`);
  }
  if (c.topColour) {
    for (const style of STYLES) {
      const picture = drawn.find((d) => d.caseIndex === caseIndex && d.style === style)!;
      const box = picture.heroBox;
      promptChecks += 1;
      if (box && (await shareNear(picture.image, box, parseHex(c.topColour))) > 0.03) promptFound += 1;
      else misses.push(`prompt colour ${c.topColour} not on the hero (${style}): ${c.paragraph}`);
    }
  }
}

console.log('\nPictures');
line('pictures drawn', `${drawn.length} (${cases.length} paragraphs x ${STYLES.length} styles)`);
const times = drawn.map((d) => d.ms).sort((a, b) => a - b);
line(
  'time per picture (one at a time), median / 95th percentile',
  `${times[Math.floor(times.length / 2)]!.toFixed(0)} ms / ${times[Math.floor(times.length * 0.95)]!.toFixed(0)} ms`,
);
line('hero of the kind the text names', `${heroRight}/${cases.length}`);
line('setting the text names', `${settingRight}/${cases.length}`);
line('visual-prompt colour on the hero (>= 3% of its box)', `${promptFound}/${promptChecks}`);

// Styles told apart by how they are drawn, without colour: edge structure (ink, edges, sharpness,
// drawn lines) and shading (flat, gentle gradients, cel steps, grain), each feature scaled to unit
// spread over all pictures, the two groups weighed alike. Nearest centroid, leaving each picture out.
const EDGE_FEATURES: (keyof EdgeProfile)[] = ['ink', 'edges', 'sharp', 'lineDark'];
const SHADING_FEATURES: (keyof EdgeProfile)[] = ['flat', 'soft', 'step', 'grain'];
function scaled(keys: (keyof EdgeProfile)[]): (p: EdgeProfile) => number[] {
  const stats = keys.map((k) => {
    const values = drawn.map((d) => d.profile[k]);
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length) || 1;
    return { k, mean, sd };
  });
  return (p) => stats.map(({ k, mean, sd }) => (p[k] - mean) / sd / Math.sqrt(keys.length));
}
/** Leave-one-out nearest-centroid accuracy, and separation: nearest centroids over spread within a style. */
function distinctness(features: (p: EdgeProfile) => number[]): { right: number; separation: number } {
  const points = drawn.map((d) => ({ style: d.style, f: features(d.profile) }));
  const centroid = (of: typeof points) => of[0]!.f.map((_, k) => of.reduce((s, o) => s + o.f[k]!, 0) / of.length);
  const dist = (a: number[], b: number[]) => Math.hypot(...a.map((v, k) => v - b[k]!));
  let right = 0;
  for (const d of points) {
    let best: ImageStyle = 'ghibli';
    let bestDistance = Infinity;
    for (const style of STYLES) {
      const c = dist(d.f, centroid(points.filter((o) => o.style === style && o !== d)));
      if (c < bestDistance) {
        bestDistance = c;
        best = style;
      }
    }
    if (best === d.style) right += 1;
  }
  const centres = STYLES.map((style) => centroid(points.filter((o) => o.style === style)));
  const spread = points.reduce((s, o) => s + dist(o.f, centres[STYLES.indexOf(o.style)]!), 0) / points.length;
  let nearest = Infinity;
  for (let i = 0; i < STYLES.length; i += 1)
    for (let j = i + 1; j < STYLES.length; j += 1) nearest = Math.min(nearest, dist(centres[i]!, centres[j]!));
  return { right: right / points.length, separation: nearest / spread };
}
const edgeOnly = scaled(EDGE_FEATURES);
const shadingOnly = scaled(SHADING_FEATURES);
const all = distinctness((p) => [...edgeOnly(p), ...shadingOnly(p)]);
const byEdges = distinctness(edgeOnly);
const byShading = distinctness(shadingOnly);
line('style told by edges and shading, no colour (leave-one-out)', `${pct(all.right)} (chance 25%)`);
line('  by edge structure alone / by shading alone', `${pct(byEdges.right)} / ${pct(byShading.right)}`);
line(
  '  separation: nearest two styles apart / spread in a style',
  `${all.separation.toFixed(2)} (edges ${byEdges.separation.toFixed(2)}, shading ${byShading.separation.toFixed(2)})`,
);
for (const style of STYLES) {
  const mine = drawn.filter((d) => d.style === style).map((d) => d.profile);
  const mean = (k: keyof EdgeProfile) => mine.reduce((s, p) => s + p[k], 0) / mine.length;
  line(
    `  ${style}: ink / edges / sharp / lines | flat / soft / steps / grain`,
    `${pct(mean('ink'))} / ${pct(mean('edges'))} / ${mean('sharp').toFixed(1)} / ${pct(mean('lineDark'))} | ${pct(mean('flat'))} / ${pct(mean('soft'))} / ${pct(mean('step'))} / ${mean('grain').toFixed(1)}`,
  );
}

// Different places, same style: how far apart their pictures are (0 same, 255 opposite).
const apart: number[] = [];
for (const style of STYLES) {
  const mine = drawn.filter((d) => d.style === style);
  for (let i = 0; i < mine.length; i += 1)
    for (let j = i + 1; j < mine.length; j += 1)
      if (cases[mine[i]!.caseIndex]!.setting !== cases[mine[j]!.caseIndex]!.setting)
        apart.push(await meanDifference(mine[i]!.image, mine[j]!.image));
}
apart.sort((a, b) => a - b);
line(
  'pictures of different settings: mean / least difference',
  `${(apart.reduce((s, x) => s + x, 0) / apart.length).toFixed(1)} / ${apart[0]!.toFixed(1)} (of 255)`,
);

mkdirSync(OUT, { recursive: true });
await contactSheet(
  cases.map((_, i) => STYLES.map((style) => drawn.find((d) => d.caseIndex === i && d.style === style)!.image)),
  path.join(OUT, 'pictures-contact-sheet.png'),
  STYLES,
);

// Cartoon looks of the test portraits.
console.log('\nCartoon avatars');
const cartoonist = createOfflineCartoonist();
const cartoonRows: Buffer[][] = [];
for (const portrait of TEST_PORTRAITS) {
  const photo = await samplePhoto(portrait.options);
  const started = performance.now();
  const looks = await cartoonist.cartoonify(photo);
  const ms = performance.now() - started;
  const reading = readFace(
    await sharp(photo).resize(192, 192, { fit: 'cover', position: 'attention' }).removeAlpha().raw().toBuffer(),
    192,
  );
  const [skin, iris] = await Promise.all([skinOf(photo, reading), irisOf(photo, reading)]);
  const figures: string[] = [];
  for (const look of looks) {
    const s = distance(await skinOf(look.image, reading), skin);
    const e = distance(await irisOf(look.image, reading), iris);
    const smile = (await smileDepth(look.image, reading)) > 1;
    const clean = await cleanSkin(look.image, photo, reading);
    const ink = await smileInk(look.image, reading);
    const kb = (look.image.length / 1024).toFixed(1);
    figures.push(
      `${look.style} skin ${s.toFixed(0)} clean ${pct(clean)} eyes ${e.toFixed(0)} ${smile ? 'smile' : 'NO SMILE'} ${ink.toFixed(0)} ${kb} KB`,
    );
  }
  line(`${portrait.name} (${ms.toFixed(0)} ms)`, figures.join('; '));
  cartoonRows.push([
    await sharp(photo).resize(512, 512, { fit: 'cover', position: 'attention' }).png().toBuffer(),
    ...looks.map((l) => l.image),
  ]);
}
line('  (skin and eye colour distances photo -> look: under ~40 is the same colour to the eye)', '');
line('  (clean: share of the photo’s skin painted in a tone of that skin; patches and blobs lower it)', '');
line('  (smile N: how much darker than the skin the smile line is, 0-255; then the file size)', '');
await contactSheet(cartoonRows, path.join(OUT, 'cartoon-contact-sheet.png'), ['photo', 'comic', 'watercolour', 'pop-art']);

// Whole books: the six pictures of stories whose hero is a thing or an animal, each book's pages
// chained by the first page's style token, in the four styles. The product chains pages so only
// with an avatar (SPEC §4); in text-prompt mode it draws each page alone, without the token.
const BOOKS = [
  'A little cloud who wanted to make rain for the thirsty flowers',
  'A shy hedgehog who wants to join the autumn leaf festival',
];
const bookRows: Buffer[][] = [];
const bookWriter = createOfflineStoryWriter();
for (const idea of BOOKS) {
  const story = await bookWriter.write({ prompt: idea, referenceImages: [], paragraphs: 6, seed: 1 });
  const tokens = new Map<ImageStyle, string | null>();
  for (const [page, paragraph] of story.paragraphs.entries()) {
    const row: Buffer[] = [];
    for (const style of STYLES) {
      const token = tokens.get(style);
      const result = await illustrateWithPlan({
        paragraph,
        visualPrompt: idea,
        style,
        seed: page + 1,
        ...(token ? { styleReference: { token, image: null } } : {}),
      });
      if (!token) tokens.set(style, result.styleToken);
      row.push(result.image);
    }
    bookRows.push(row);
  }
}
await contactSheet(bookRows, path.join(OUT, 'story-pictures-contact-sheet.png'), STYLES);

// Every paragraph gives a picture.
console.log('\nEvery paragraph gives a picture');
let ordinaryOk = 0;
for (const paragraph of ORDINARY_PARAGRAPHS) {
  try {
    const { image } = await illustrateWithPlan({ paragraph, visualPrompt: 'a child', style: 'pixar', seed: 5 });
    if (image.length > 1000) ordinaryOk += 1;
  } catch (error) {
    misses.push(`no picture (${String(error)}): ${paragraph}`);
  }
}
line('ordinary children’s paragraphs with a picture', `${ordinaryOk}/${ORDINARY_PARAGRAPHS.length}`);
if (!quick) {
  const writer = createOfflineStoryWriter();
  let paragraphs = 0;
  let planned = 0;
  const started = performance.now();
  for (const idea of IDEAS.filter((i) => !i.page)) {
    const story = await writer.write({ prompt: idea.prompt, referenceImages: [], paragraphs: 6, seed: 1 });
    for (const paragraph of story.paragraphs) {
      paragraphs += 1;
      try {
        const plan = readScene(paragraph, { kind: 'child', name: null, fixed: false });
        if (plan.characters.length > 0) planned += 1;
      } catch (error) {
        misses.push(`no scene (${String(error)}): ${paragraph}`);
      }
    }
  }
  line(
    'story-writer evaluation ideas: paragraphs with a scene',
    `${planned}/${paragraphs} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  const alone = pagesAlone(IDEAS);
  line(
    `pages read alone showing a non-person hero as its kind (${alone.stories} stories)`,
    `${alone.right}/${alone.pages} (${pct(alone.right / alone.pages)})`,
  );
}

if (misses.length) {
  console.log('\nMisses');
  for (const m of misses) console.log(`  ${m}`);
}
console.log(
  `\nContact sheets: ${path.relative(process.cwd(), OUT)}/pictures-contact-sheet.png, story-pictures-contact-sheet.png, cartoon-contact-sheet.png`,
);

/** Rows of pictures side by side, a column header each, as one palette PNG. */
async function contactSheet(rows: Buffer[][], file: string, headers: string[]): Promise<void> {
  const cols = rows[0]!.length;
  const head = 28;
  const width = cols * THUMB;
  const height = head + rows.length * THUMB;
  const labels = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${head}">${headers
    .map(
      (h, i) =>
        `<text x="${i * THUMB + THUMB / 2}" y="20" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#333">${h}</text>`,
    )
    .join('')}</svg>`;
  const tiles = await Promise.all(rows.flatMap((row) => row.map((img) => sharp(img).resize(THUMB, THUMB).png().toBuffer())));
  await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([
      { input: Buffer.from(labels), left: 0, top: 0 },
      ...tiles.map((input, i) => ({ input, left: (i % cols) * THUMB, top: head + Math.floor(i / cols) * THUMB })),
    ])
    .png({ palette: true, colours: 256, effort: 4 })
    .toFile(file);
}

/** Share of the pixels in a box within a small distance of a colour. */
async function shareNear(
  image: Buffer,
  box: { x0: number; y0: number; x1: number; y1: number },
  colour: [number, number, number],
): Promise<number> {
  const left = Math.max(0, Math.round(box.x0));
  const top = Math.max(0, Math.round(box.y0));
  const width = Math.max(1, Math.min(1024 - left, Math.round(box.x1 - box.x0)));
  const height = Math.max(1, Math.min(1024 - top, Math.round(box.y1 - box.y0)));
  const rgb = await sharp(image).extract({ left, top, width, height }).removeAlpha().raw().toBuffer();
  let near = 0;
  for (let i = 0; i < rgb.length; i += 3) if (distance([rgb[i]!, rgb[i + 1]!, rgb[i + 2]!], colour) < 45) near += 1;
  return near / (rgb.length / 3);
}
