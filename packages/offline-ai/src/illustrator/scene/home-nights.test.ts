import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const sam: HeroCue = { kind: 'child', name: 'Sam', fixed: true };
const camping = 'Camping in the garden';
const inGarden = { place: 'garden' as const, cast: [] };
const scene = (paragraph: string) => readScene(paragraph, sam, camping, inGarden);
const icons = (plan: ReturnType<typeof readScene>) => JSON.stringify(plan.things);

describe('a night in a tent in the garden', () => {
  it('draws the tent in the garden at night, not a campsite by day', () => {
    for (const paragraph of [
      'Then, in the dark, something went snuffle, snuffle, right outside the tent! Sam held his breath.',
      'Sam snuggled down in his sleeping bag and listened to the quiet garden. Soon Sam was fast asleep in the tent.',
      'As it got dark, Sam played I spy by torchlight. Dad came out with two mugs of hot chocolate.',
    ]) {
      const plan = scene(paragraph);
      expect([plan.setting, plan.time], paragraph).toEqual(['garden', 'night']);
    }
    expect(icons(scene('Sam snuggled down in his sleeping bag. Soon Sam was fast asleep in the tent.'))).toMatch(/tent/);
  });

  it('keeps the morning a morning, and going back indoors to bed the bedroom', () => {
    expect(scene('Sam woke up in the tent with the birds singing.').time).toBe('morning');
    expect(scene('Later, Sam felt chilly, so he and Dad crept back indoors to bed.').setting).toBe('bedroom');
  });

  it('draws hot chocolate in mugs as a hot drink, never beer', () => {
    expect(icons(scene('Dad came out with two mugs of hot chocolate and a bag of marshmallows.'))).not.toMatch(/beer/);
  });

  it('leaves a camping trip at the campsite', () => {
    expect(readScene('Sam and Dad put up the tent. Sam held the poles.', sam, 'Going camping').setting).toBe('campsite');
  });
});

describe('a power cut at home', () => {
  const power = (paragraph: string) =>
    readScene(paragraph, sam, 'The day the power went out', { place: 'living-room', cast: [] });
  it('draws every page indoors in the dark evening, the street and the puppet show too', () => {
    for (const paragraph of [
      'It was a stormy night. BOOM went the thunder! Then, pop! The lights went out, all the way down the street.',
      'Sam put on a puppet show with two odd socks instead, and everyone clapped.',
      'Then, ping! The lights came back on, all at once. The fridge hummed, and the clock blinked.',
    ]) {
      const plan = power(paragraph);
      // (the humming fridge's kitchen is a room of home too)
      expect(['living-room', 'kitchen'], paragraph).toContain(plan.setting);
      expect(plan.time, paragraph).toBe('night');
    }
  });

  it('draws the room dark while the lights are out, and lit again when they come back on', () => {
    for (const paragraph of [
      'It was a stormy night. BOOM went the thunder! Then, pop! The lights went out, all the way down the street.',
      'Sam built a den of blankets over the sofa. Everyone squeezed in to tell stories by torchlight.',
      'Sam wanted to watch a cartoon. But the telly would not turn on. There was no power for it.',
      'They played hide and seek in the dark. The torch found them behind the curtain!',
      'At bedtime, the big light went off. The room went dark.',
    ])
      expect(power(paragraph).lightsOut, paragraph).toBe(true);
    for (const paragraph of [
      'Then, ping! The lights came back on, all at once. The fridge hummed, and the clock blinked.',
      'Sam was scared of the dark, so Mum left the light on.',
      'Sam put on a puppet show with two odd socks instead, and everyone clapped.',
    ])
      expect(power(paragraph).lightsOut, paragraph).toBeUndefined();
  });
});

describe('a library card', () => {
  it('is drawn as a card with a name on it, not an envelope', () => {
    const plan = readScene('The librarian gave Sam a library card of his very own.', sam, 'A trip to the library');
    expect(JSON.stringify(plan.things)).toMatch(/identification-card/);
  });
});

describe('Santa’s own Christmas Eve', () => {
  const santa: HeroCue = { kind: 'santa', name: 'Santa', fixed: true };
  const page = (paragraph: string) => readScene(paragraph, santa, 'Santa gets stuck in the chimney');
  it('draws every page at night, over the snowy town or by the tree indoors', () => {
    const rooftops = page('Over the snowy rooftops flew Santa, bells jingling, house after house.');
    expect([rooftops.setting, rooftops.time]).toEqual(['village', 'night']);
    expect(rooftops.weather).toContain('snow');
    const fog = page('Then thick fog rolled in. Santa could not see the houses at all!');
    expect([fog.setting, fog.time]).toEqual(['village', 'night']);
    const tree = page('Down the chimney slid Santa, soft as snow. He filled the stockings by the Christmas tree.');
    expect([tree.setting, tree.time]).toEqual(['living-room', 'night']);
  });

  it('keeps the Easter bunny’s hiding in the one garden', () => {
    const bunny: HeroCue = { kind: 'rabbit', name: 'Rolo', fixed: true };
    for (const paragraph of [
      'Oops! The basket tipped over. And the eggs were lost, rolling away down the hill!',
      'Then the back door opened. "An egg hunt!" shouted the children. Rolo peeped out and smiled.',
    ])
      expect(readScene(paragraph, bunny, 'The Easter bunny loses his eggs').setting, paragraph).toBe('garden');
  });
});

describe('Christmas Eve at home and at the North Pole', () => {
  it('draws a child peeking out at the dark sky indoors at night, never flying in it', () => {
    const jack: HeroCue = { kind: 'boy', name: 'Jack', fixed: true };
    const plan = readScene(
      'Jack peeked out at the dark sky, looking for a sleigh. "Is it bedtime yet?" he asked.',
      jack,
      'Jack waits for Santa',
    );
    expect([plan.setting, plan.time]).toEqual(['living-room', 'night']);
    expect(plan.characters[0]?.pose).not.toBe('fly');
  });

  it('draws the littlest reindeer practising at the North Pole and flying the sleigh at night', () => {
    const rudolph: HeroCue = { kind: 'reindeer', name: 'Rudolph', fixed: true };
    const page = (paragraph: string) => readScene(paragraph, rudolph, 'Rudolph saves Christmas');
    expect(page('Every day, Rudolph the reindeer practised take-offs in the snow. Down he tumbled.').setting).toBe('arctic');
    const fog = page('On Christmas Eve, thick fog rolled in. Santa could not see the way at all!');
    expect(fog.time).toBe('night');
    const flight = page('Up, up flew Rudolph the reindeer at the front of the sleigh. Every present was delivered!');
    expect([flight.setting, flight.time, flight.characters[0]?.pose]).toEqual(['sky', 'night', 'fly']);
  });
});
