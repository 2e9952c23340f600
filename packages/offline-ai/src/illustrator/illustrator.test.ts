import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOfflineCartoonist } from '../cartoonist/cartoonist.js';
import { distance } from '../cartoonist/face.js';
import { samplePhoto, TEST_PORTRAITS } from '../testing/sample-photo.js';
import type { ImageStyle } from '../types.js';
import { decodeBookLook, encodeBookLook } from './book-look.js';
import { parseHex } from './colour.js';
import { createOfflineIllustrator, illustrateWithPlan } from './illustrator.js';
import { edgeProfile, meanDifference, type EdgeProfile } from './measure.js';

const STYLES: ImageStyle[] = ['ghibli', 'pixar', 'disney', 'anime'];
const FOX = '"Hello!" said the little fox to Ben, and they played with a red ball in the meadow.';
const rgbOf = (hex: string) => parseHex(hex);

/** A book's first page, and a later one drawn from its style token. */
async function twoPages(opening: string, later: string) {
  const request = { visualPrompt: 'bright, cheerful colours', style: 'ghibli' as const };
  const first = await illustrateWithPlan({ ...request, paragraph: opening, seed: 1 });
  const page = await illustrateWithPlan({
    ...request,
    paragraph: later,
    seed: 2,
    styleReference: { token: first.styleToken, image: null },
  });
  return { first, page };
}

describe('offline illustrator', () => {
  let fox: Buffer;
  beforeAll(async () => {
    fox = (await createOfflineIllustrator().illustrate({ paragraph: FOX, visualPrompt: 'a girl', style: 'pixar', seed: 7 }))
      .image;
  });

  it('answers a 1024 x 1024 WebP picture', async () => {
    const meta = await sharp(fox).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1024, 1024]);
  });

  it('gives the same bytes for the same request and seed, and another picture for another seed', async () => {
    const illustrator = createOfflineIllustrator();
    const again = await illustrator.illustrate({ paragraph: FOX, visualPrompt: 'a girl', style: 'pixar', seed: 7 });
    expect(again.image.equals(fox)).toBe(true);
    const other = await illustrator.illustrate({ paragraph: FOX, visualPrompt: 'a girl', style: 'pixar', seed: 8 });
    expect(other.image.equals(fox)).toBe(false);
  });

  it('draws the scene as vector figures, never a pasted picture', async () => {
    const { composition, plan } = await illustrateWithPlan({ paragraph: FOX, visualPrompt: 'a girl', style: 'anime', seed: 1 });
    expect(plan.characters.map((c) => c.kind)).toEqual(['girl', 'fox']);
    expect(composition.svg).not.toContain('<image');
    // Talking, they face each other.
    const [girl, foxFigure] = composition.figures;
    expect(girl!.facesRight).toBe(girl!.x < foxFigure!.x);
    expect(foxFigure!.facesRight).toBe(foxFigure!.x < girl!.x);
  });

  it('honours the visual prompt on every page: named hair and clothes win over defaults', async () => {
    const prompt = 'dark hair, yellow t-shirt';
    const pages = ['Mia walked to the park.', 'Mia met a snail in the garden.', 'At night Mia looked up at the stars.'];
    for (const paragraph of pages)
      for (const style of STYLES) {
        const { book, composition, image } = await illustrateWithPlan({ paragraph, visualPrompt: prompt, style, seed: 3 });
        const hero = book.hero.person!;
        expect(hero.top).toBe('tshirt');
        expect(hero.topColour).toBe('#f9c80e');
        expect(distance(rgbOf(hero.hair), [40, 30, 25])).toBeLessThan(40);
        // The yellow is in the picture where the hero stands.
        const box = composition.figures.find((f) => f.role === 'hero')!.box;
        expect(await shareNear(image, box, [249, 200, 14])).toBeGreaterThan(0.03);
      }
  });

  it('keeps the hero the same on all pages: later pages draw from the first page’s style token', async () => {
    const illustrator = createOfflineIllustrator();
    const [avatar] = await createOfflineCartoonist().cartoonify(await samplePhoto(TEST_PORTRAITS[3]!.options));
    const first = await illustrator.illustrate({
      paragraph: 'Mia packed her bag.',
      avatar: { image: avatar!.image, name: 'Mia' },
      style: 'disney',
      seed: 1,
    });
    const look = decodeBookLook(first.styleToken)!;
    for (const [i, paragraph] of ['Mia ran to the beach.', 'Mia and her dog played in the snow.'].entries()) {
      const page = await illustrateWithPlan({
        paragraph,
        avatar: { image: avatar!.image, name: 'Mia' },
        style: 'disney',
        seed: i + 2,
        styleReference: { token: first.styleToken, image: first.image },
      });
      expect(page.book.hero).toEqual(look.hero);
      expect(page.plan.characters[0]!.role).toBe('hero');
    }
  });

  it('keeps a page that names no place where the book is: the first page’s place goes on in its token', async () => {
    const first = await illustrateWithPlan({
      paragraph: 'Leo and his mum put up their tent at the campsite by the lake.',
      visualPrompt: 'a boy',
      style: 'ghibli',
      seed: 1,
    });
    expect(first.plan.setting).toBe('campsite');
    const dragon = 'A friendly dragon landed beside Leo and roared hello.';
    const alone = await illustrateWithPlan({ paragraph: dragon, visualPrompt: 'a boy', style: 'ghibli', seed: 2 });
    expect(alone.plan.setting).not.toBe('campsite');
    for (const token of [first.styleToken, `${alone.styleToken}.campsite`]) {
      const page = await illustrateWithPlan({
        paragraph: dragon,
        visualPrompt: 'a boy',
        style: 'ghibli',
        seed: 2,
        styleReference: { token, image: null },
      });
      expect(page.plan.setting).toBe('campsite');
      expect(page.styleToken).toBe(first.styleToken);
    }
    // A page that names its own place is drawn there.
    const named = { paragraph: 'Leo ran to the beach.', visualPrompt: 'a boy', style: 'ghibli' as const, seed: 3 };
    expect((await illustrateWithPlan({ ...named, styleReference: { token: first.styleToken, image: null } })).plan.setting).toBe(
      'beach',
    );
  });

  it.each([
    ['Ben looked round the kitchen. Today he would be a chef.', 'First, Ben learned how to crack an egg.', 'kitchen'],
    ['Priya and Grandpa were baking in the kitchen.', 'Priya chopped a carrot for the soup.', 'kitchen'],
    ['Leo woke up in his bedroom.', 'Leo built a tall tower of wooden blocks.', 'bedroom'],
    ['Mia splashed in the bath with her rubber duck.', 'Mia made a tall hat of bubbles.', 'bathroom'],
    ['Tom sat on the sofa in the living room.', 'Tom and Dad tightened every screw until it stood firm.', 'living-room'],
  ] as const)('carries a room of home as the book’s place: %s / %s', async (opening, later, room) => {
    const { first, page } = await twoPages(opening, later);
    expect(first.plan.setting).toBe(room);
    expect(page.plan.setting).toBe(room);
  });

  it.each([
    ['Ben looked round the kitchen.', 'Then Ben and Grandma walked to the farm to get more eggs.', 'farm'],
    ['Leo woke up in his bedroom.', 'Leo set off for the forest with his torch.', 'forest'],
  ] as const)('leaves the room for a page that goes somewhere: %s / %s', async (opening, later, place) => {
    expect((await twoPages(opening, later)).page.plan.setting).toBe(place);
  });

  it('carries a train ride told on the first page: a page of the ride that names no place is in the carriage', async () => {
    const opening =
      'Mia loved trains more than anything. She had train pyjamas and a wooden train set. She and Dad were going on a real train!';
    const { first, page } = await twoPages(opening, 'Mia found them in her pocket. The man clipped them, click!');
    expect(first.plan.setting).toBe('bedroom');
    expect(page.plan.setting).toBe('train');
    expect(page.plan.characters[0]!.pose).toBe('sit');
    // (A page that says where it is goes there: the platform.)
    expect((await twoPages(opening, 'The station was big and echoey. Mia checked the tickets.')).page.plan.setting).toBe(
      'station',
    );
  });

  it('reads a token made before places were carried, and hands it on as it was given', async () => {
    const request = { paragraph: 'Leo ran to the beach.', visualPrompt: 'a boy', style: 'ghibli' as const, seed: 3 };
    const first = await illustrateWithPlan(request);
    expect(decodeBookLook(first.styleToken)!.place).toBe('beach');
    const { place: _place, cast: _cast, ...withoutPlace } = decodeBookLook(first.styleToken)!;
    const old = encodeBookLook(withoutPlace);
    expect(old.split('.')).toHaveLength(7);
    const page = await illustrateWithPlan({ ...request, paragraph: 'Leo smiled.', styleReference: { token: old, image: null } });
    expect(page.book.hero).toEqual(first.book.hero);
    expect(page.styleToken).toBe(old);
  });

  it('starts the book anew from a token of the other mode, carrying the place its page names', async () => {
    const request = { paragraph: 'Leo ran to the beach.', visualPrompt: 'a boy', style: 'ghibli' as const, seed: 3 };
    const text = decodeBookLook((await illustrateWithPlan(request)).styleToken)!;
    const avatarToken = encodeBookLook({ ...text, place: null, hero: { ...text.hero, fromAvatar: true } });
    const page = await illustrateWithPlan({ ...request, styleReference: { token: avatarToken, image: null } });
    expect(page.book.hero.fromAvatar).toBe(false);
    expect(decodeBookLook(page.styleToken)!.place).toBe('beach');
  });

  it('draws someone the first page named as what they were there, on the pages after it', async () => {
    const request = { visualPrompt: 'a brave knight', style: 'anime' as const };
    const first = await illustrateWithPlan({ ...request, paragraph: 'The knight met his friend Pudding the dragon.', seed: 1 });
    expect(first.plan.characters.map((c) => [c.kind, c.name])).toContainEqual(['dragon', 'Pudding']);
    const later = 'Pudding flew over the trees to say hello.';
    const alone = await illustrateWithPlan({ ...request, paragraph: later, seed: 2 });
    expect(alone.plan.characters.map((c) => c.kind)).not.toContain('dragon');
    const page = await illustrateWithPlan({
      ...request,
      paragraph: later,
      seed: 2,
      styleReference: { token: first.styleToken, image: null },
    });
    expect(page.plan.characters.map((c) => [c.kind, c.name])).toEqual([
      ['knight', null],
      ['dragon', 'Pudding'],
    ]);
  });

  it.each([
    ['One day, in came his new baby sister, Lola!', 'Sam rocked Lola gently to sleep.', 'Lola', 'baby'],
    ['Sam met a puppy called Scout in the park.', 'Sam threw the ball and Scout ran after it.', 'Scout', 'dog'],
    ['Then Sam saw a little dragon named Ember by the hill.', 'Ember waved to Sam.', 'Ember', 'dragon'],
  ])('hands on someone a later page brings in with their kind: %s', async (met, after, name, kind) => {
    const request = { visualPrompt: '', style: 'pixar' as const };
    const first = await illustrateWithPlan({
      ...request,
      paragraph: 'Sam lived with his mum and dad in a little house.',
      seed: 1,
    });
    const reference = (token: string) => ({ styleReference: { token, image: null } });
    const meeting = await illustrateWithPlan({ ...request, paragraph: met, seed: 2, ...reference(first.styleToken) });
    expect(decodeBookLook(meeting.styleToken)!.cast).toContainEqual({ name, kind });
    const page = await illustrateWithPlan({ ...request, paragraph: after, seed: 3, ...reference(meeting.styleToken) });
    expect(page.plan.characters.map((c) => [c.name, c.kind])).toContainEqual([name, kind]);
    // (with only the first page's token, the name alone says nothing of what they are)
    const alone = await illustrateWithPlan({ ...request, paragraph: after, seed: 3, ...reference(first.styleToken) });
    expect(alone.plan.characters.map((c) => [c.name, c.kind])).not.toContainEqual([name, kind]);
  });

  it('a later page hands on no one it names without saying what they are', async () => {
    const request = { visualPrompt: '', style: 'pixar' as const };
    const first = await illustrateWithPlan({
      ...request,
      paragraph: 'Sam lived with his mum and dad in a little house.',
      seed: 1,
    });
    const page = await illustrateWithPlan({
      ...request,
      paragraph: 'Sam played with Mia and Leo in the garden.',
      seed: 2,
      styleReference: { token: first.styleToken, image: null },
    });
    expect(page.styleToken).toBe(first.styleToken);
  });

  it.each([
    [
      'Flick was only a tiny bee. She wanted to explore the garden.',
      'Flick counted to three and flew on. "That was brave," said the bird.',
      'bee',
    ],
    [
      'Flick was only a tiny bee. She wanted to explore the garden.',
      'Flick and the bird sheltered under a big leaf until the sun came back.',
      'bee',
    ],
    [
      'Pip was a little snail who lived in the garden.',
      'The little snail met a frog by the pond. "Hello, Pip," said the frog.',
      'snail',
    ],
    ['Rusty was a small robot who loved to dance.', 'Rusty and Leo danced in the park until tea time.', 'robot'],
  ])('draws the hero the first page named of its kind on the pages after it: %s / %s', async (opening, later, kind) => {
    const { first, page } = await twoPages(opening, later);
    expect(first.plan.characters[0]!.kind).toBe(kind);
    expect(page.plan.characters[0]!.kind).toBe(kind);
    expect(page.plan.characters.filter((c) => c.kind === kind)).toHaveLength(1);
  });

  it.each([
    ['Pinch woke up early and looked at the sea.', 'Pinch was a little crab who loved to dance on the sand.', 'crab'],
    ['Nibbles peeked out from under the bed.', 'He was only a tiny mouse, but he was very brave.', 'mouse'],
    ['Pinch woke up early and looked at the sea.', 'Pinch was a brave girl who loved the sand.', 'child'],
    ['Pinch woke up early and looked at the sea.', 'It was a sunny day and the waves were small.', 'child'],
  ])('a hero page one only guessed a child is what a later page says it is: %s / %s', async (opening, later, kind) => {
    const { first, page } = await twoPages(opening, later);
    expect(first.plan.characters[0]!.kind).toBe('child');
    expect(page.plan.characters[0]!.kind).toBe(kind);
    // One of it, drawn as itself, and handed on.
    expect(page.plan.characters.filter((c) => c.kind === kind)).toHaveLength(1);
    expect(page.book.hero.kind).toBe(kind);
  });

  it('hands on the kind a later page learned in that page’s token: the pages drawn with it keep the creature', async () => {
    const { page } = await twoPages('Pinch woke up early and looked at the sea.', 'Pinch was a little crab who loved the sand.');
    const next = await illustrateWithPlan({
      visualPrompt: 'bright, cheerful colours',
      style: 'ghibli',
      paragraph: 'Pinch ran to the big rock and waved.',
      seed: 3,
      styleReference: { token: page.styleToken, image: null },
    });
    expect(next.plan.characters.map((c) => `${c.kind}(${c.name ?? ''})`)).toEqual(['crab(Pinch)']);
  });

  it('the first page’s hero is the one its picture is about, not the tractor a grown-up drives', async () => {
    const request = { visualPrompt: 'bright, cheerful colours', style: 'ghibli' as const, seed: 1 };
    const first = await illustrateWithPlan({ ...request, paragraph: 'Dad drove the tractor across the field.' });
    expect(first.book.hero.kind).toBe('dad');
    const fox = await illustrateWithPlan({ ...request, paragraph: 'The little fox trotted into the forest.' });
    expect(fox.book.hero.kind).toBe('fox');
  });

  it('puts the others beside the sofa the hero sleeps on, not in front of it', async () => {
    for (const style of ['ghibli', 'anime'] as const) {
      const { composition } = await illustrateWithPlan({
        paragraph: 'Omar fell asleep on the sofa. Leah and the dog watched him.',
        visualPrompt: 'a boy',
        style,
        seed: 3,
      });
      const [hero, ...others] = composition.figures;
      expect(hero!.pose).toBe('sleep');
      for (const o of others) {
        const overlap = Math.min(hero!.box.x1, o.box.x1) - Math.max(hero!.box.x0, o.box.x0);
        expect(overlap, `${style} ${o.kind}`).toBeLessThan((o.box.x1 - o.box.x0) * 0.5);
      }
    }
  });

  it('draws the avatar’s child in the avatar’s own colours: skin, hair and eyes', async () => {
    const cartoonist = createOfflineCartoonist();
    for (const portrait of [TEST_PORTRAITS[0]!, TEST_PORTRAITS[4]!]) {
      const [comic] = await cartoonist.cartoonify(await samplePhoto(portrait.options));
      const { book } = await illustrateWithPlan({
        paragraph: 'Mia smiled.',
        avatar: { image: comic!.image, name: 'Mia' },
        style: 'ghibli',
        seed: 1,
      });
      const hero = book.hero.person!;
      expect(book.hero.fromAvatar).toBe(true);
      expect(distance(rgbOf(hero.skin), rgbOf(portrait.options.skin!)), portrait.name).toBeLessThan(45);
      expect(distance(rgbOf(hero.hair), rgbOf(portrait.options.hair!)), portrait.name).toBeLessThan(45);
      expect(hero.hairStyle).toBe('long');
    }
  });

  it('draws the four styles as four hands: their edges differ, not only their colours', async () => {
    const profiles = await Promise.all(
      STYLES.map(async (style) =>
        edgeProfile(
          (await createOfflineIllustrator().illustrate({ paragraph: FOX, visualPrompt: 'a girl', style, seed: 5 })).image,
        ),
      ),
    );
    const [ghibli, pixar, disney, anime] = profiles as [EdgeProfile, EdgeProfile, EdgeProfile, EdgeProfile];
    // Ink: the anime hand outlines everything in dark ink; the rendered hand draws no lines.
    expect(anime.ink).toBeGreaterThan(pixar.ink * 3);
    expect(anime.ink).toBeGreaterThan(ghibli.ink * 1.5);
    // Sharpness: the rendered hand's background is out of focus.
    expect(anime.sharp).toBeGreaterThan(pixar.sharp);
    // Shading: the painterly hand's brush and paper texture; the rendered hand's gentle ramps of
    // tone against the anime hand's flat cel; the storybook hand's thin drawn lines and two-tone
    // shadow steps, which the rendered hand has not.
    expect(ghibli.grain).toBeGreaterThan(1.5 * Math.max(pixar.grain, disney.grain, anime.grain));
    expect(pixar.soft).toBeGreaterThan(anime.soft * 1.4);
    expect(anime.flat).toBeGreaterThan(ghibli.flat);
    expect(disney.lineDark).toBeGreaterThan(pixar.lineDark * 1.5);
    expect(disney.step).toBeGreaterThan(pixar.step);
  });

  it('paints different places differently', async () => {
    const illustrator = createOfflineIllustrator();
    const draw = (paragraph: string) =>
      illustrator.illustrate({ paragraph, visualPrompt: 'a boy', style: 'ghibli', seed: 2 }).then((r) => r.image);
    const [beach, forest, space, kitchen] = await Promise.all([
      draw('Tom played on the beach.'),
      draw('Tom walked in the forest.'),
      draw('Tom flew into space.'),
      draw('Tom made soup in the kitchen.'),
    ]);
    for (const [a, b] of [
      [beach, forest],
      [forest, space],
      [space, kitchen],
      [kitchen, beach],
    ] as const)
      expect(await meanDifference(a!, b!)).toBeGreaterThan(25);
  });
});

/** Share of the pixels in a box (canvas pixels) within a small distance of a colour. */
async function shareNear(
  image: Buffer,
  box: { x0: number; y0: number; x1: number; y1: number },
  colour: [number, number, number],
): Promise<number> {
  const left = Math.max(0, Math.round(box.x0));
  const top = Math.max(0, Math.round(box.y0));
  const width = Math.min(1024 - left, Math.round(box.x1 - box.x0));
  const height = Math.min(1024 - top, Math.round(box.y1 - box.y0));
  const rgb = await sharp(image).extract({ left, top, width, height }).removeAlpha().raw().toBuffer();
  let near = 0;
  for (let i = 0; i < rgb.length; i += 3) if (distance([rgb[i]!, rgb[i + 1]!, rgb[i + 2]!], colour) < 45) near += 1;
  return near / (rgb.length / 3);
}

describe('the sun or the moon as the hero', () => {
  /** Pixels of the moon's own pale yellow, in any style. */
  const moonPixels = async (image: Buffer) => {
    const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
    let count = 0;
    for (let i = 0; i < data.length; i += info.channels)
      if (data[i]! > 215 && data[i + 1]! > 195 && data[i + 2]! > 120 && data[i + 2]! < 195) count += 1;
    return count;
  };
  it.each(['pixar', 'disney'] as const)('a moon who is someone has a crescent body you can see (%s)', async (style) => {
    const { image, plan } = await illustrateWithPlan({
      paragraph: 'Sage the little moon smiled down at the sleepy town that night.',
      visualPrompt: 'The moon forgets to come out one night',
      style,
      seed: 1,
    });
    expect(plan.characters[0]?.kind).toBe('thing:moon');
    expect(await moonPixels(image)).toBeGreaterThan(3000);
  });

  it('the moon stays the hero on the pages after the first, from the first page’s style token (SPEC §4)', async () => {
    const visualPrompt = 'The moon forgets to come out one night';
    const first = await illustrateWithPlan({
      paragraph: 'Sage was only a small moon, but it wanted to come out.',
      visualPrompt,
      style: 'pixar',
      seed: 1,
    });
    for (const paragraph of ['Then Sage waved goodbye to Pudding the bat.', 'At last, it came out and glowed over the town.']) {
      const { plan } = await illustrateWithPlan({
        paragraph,
        visualPrompt,
        style: 'pixar',
        seed: 2,
        styleReference: { token: first.styleToken, image: null },
      });
      expect(plan.characters[0]?.kind, paragraph).toBe('thing:moon');
      expect(
        plan.characters.filter((c) => c.kind === 'child' || c.kind === 'girl' || c.kind === 'boy'),
        paragraph,
      ).toEqual([]);
    }
  });
});

describe('a hero that grows, page by page', () => {
  it('is drawn at the stage each page names, not as the first page drew it', async () => {
    const { first, page } = await twoPages(
      'A tiny seed lay in the soil of the garden. This little seed was Pepper. It was dark and quiet down there for Pepper the seed.',
      'One sunny morning, the bud opened. Bright yellow petals came out, like a little sun. Now Pepper the sunflower was open to the sun.',
    );
    expect(first.plan.characters[0]).toMatchObject({ kind: 'seed', name: 'Pepper' });
    expect(page.plan.characters[0]).toMatchObject({ kind: 'sunflower', name: 'Pepper' });
    // (Drawn as the sunflower: the hero stands tall in the picture, well above the seed in the soil.)
    const tall = (c: typeof first.composition) => {
      const hero = c.figures.find((f) => f.role === 'hero')!;
      return hero.box.y1 - hero.box.y0;
    };
    expect(page.composition.figures.find((f) => f.role === 'hero')!.kind).toBe('sunflower');
    expect(tall(page.composition)).toBeGreaterThan(1.5 * tall(first.composition));
  });
});

describe('the others of the first page, in its style token', () => {
  it('hands on only the kinds the page says, never a child guessed from a name', async () => {
    const first = await illustrateWithPlan({
      paragraph: 'Mia played with Bella in the garden.',
      visualPrompt: 'Mia in the garden',
      style: 'pixar',
      seed: 1,
    });
    const later = await illustrateWithPlan({
      paragraph: 'Bella the puppy ran to the tree. Mia waved.',
      visualPrompt: 'Mia in the garden',
      style: 'pixar',
      seed: 1,
      styleReference: { token: first.styleToken, image: null },
    });
    expect(later.plan.characters.map((c) => `${c.kind}(${c.name ?? ''})`)).toEqual(['girl(Mia)', 'dog(Bella)']);
    // (a kind the first page says goes on: 'a puppy called Scout' ... 'Scout ran')
    const scout = await illustrateWithPlan({
      paragraph: 'Mia played with a puppy called Scout in the garden.',
      visualPrompt: 'Mia in the garden',
      style: 'pixar',
      seed: 1,
    });
    const after = await illustrateWithPlan({
      paragraph: 'Scout ran to the tree. Mia waved.',
      visualPrompt: 'Mia in the garden',
      style: 'pixar',
      seed: 1,
      styleReference: { token: scout.styleToken, image: null },
    });
    expect(after.plan.characters.map((c) => c.kind)).toContain('dog');
  });
});
