import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const mochi: HeroCue = { kind: 'frog', name: 'Mochi', fixed: true };
const drawn = (paragraph: string) => readScene(paragraph, mochi).characters.map((c) => c.kind);

describe('one only imagined is not drawn', () => {
  it.each([
    'So Mochi tried to be a prince. He bowed and waved, just like a prince.',
    '"A true prince is kind and brave," said the knight.',
    'Mochi waded in and pulled the duckling free, as brave as any prince!',
  ])('%s', (paragraph) => {
    expect(drawn(paragraph)).not.toContain('prince');
    expect(drawn(paragraph)[0]).toBe('frog');
  });

  it('nor one cried for, who is not there', () => {
    expect(drawn('Then a little duckling got stuck in the reeds, crying for its mother.')).toEqual(['frog', 'duck']);
  });

  it('while one who is there with the hero is', () => {
    expect(drawn('Mochi bowed to the prince, and the prince bowed back.')).toContain('prince');
  });
});

describe('what is painted or drawn is in the picture, not there', () => {
  const pepper: HeroCue = { kind: 'octopus', name: 'Pepper', fixed: true };
  const drawnOf = (paragraph: string) => readScene(paragraph, pepper).characters.map((c) => c.kind);

  it('draws no dragon painted, and no painter one is called', () => {
    expect(drawnOf('Pepper the octopus loved to paint. She painted red suns, blue seas and purple dragons.')).toEqual([
      'octopus',
    ]);
    expect(drawnOf('Pepper painted a big yellow sun. "What a wonderful painter you are!" everyone said.')).toEqual(['octopus']);
    expect(drawn('Mochi drew a funny pig dancing in a hat. Everyone laughed.')).toEqual(['frog']);
  });

  it('while one painted on is there: a creature’s friend, of its own kind, once', () => {
    expect(drawnOf('Pepper painted spots on a friend who was fast asleep. That friend was not pleased!')).toEqual([
      'octopus',
      'octopus',
    ]);
  });

  it('puts brushes away as paintbrushes, never brooms', () => {
    const icons = readScene('Pepper put the brushes away. "Nobody likes my painting," she sighed.', pepper).things.map(
      (t) => t.icon,
    );
    expect(icons).toContain('paintbrush');
    expect(icons).not.toContain('broom');
  });
});

describe('words said of the hero are no things beside it', () => {
  it('curls a hedgehog up into a prickly ball, with no football, and peeps over a nest’s edge with no ruler', () => {
    const maple: HeroCue = { kind: 'hedgehog', name: 'Maple', fixed: true };
    const curled = readScene('Maple curled up into a tight, prickly ball. "Nobody will ever hug me," she whispered.', maple);
    expect(curled.characters[0]?.pose).toBe('sleep');
    expect(curled.things.map((t) => t.icon)).not.toContain('soccer-ball');
    const wren: HeroCue = { kind: 'bird', name: 'Wren', fixed: true };
    const edge = readScene('Wren peeped over the edge of the nest. The ground looked so far away!', wren);
    expect(edge.things.map((t) => t.icon)).not.toContain('straight-ruler');
    const ava: HeroCue = { kind: 'girl', name: 'Ava', fixed: true };
    const angels = readScene('Ava made snow angels in the soft snow, swish, swish.', ava);
    expect(angels.things.map((t) => t.icon)).not.toContain('wing');
    expect(angels.characters.map((c) => c.kind)).toEqual(['girl']);
    // (A sneeze shouted in capitals is no child called Choo.)
    const sneeze = readScene('The puppy sneezed so hard that it fell over. Ah-CHOO! Ava laughed.', ava);
    expect(sneeze.characters.map((c) => c.name)).not.toContain('CHOO');
    // (Nor are a game's doings said first, or how a treat tastes: 'Hide, seek, crunch!', 'Nuts tasted better'.)
    const sage: HeroCue = { kind: 'squirrel', name: 'Sage', fixed: true };
    for (const paragraph of [
      'Hide, seek, crunch! Sage and the fox shared nuts until the sun went down.',
      'Sage always shared her nuts. Nuts tasted better with a friend!',
      'Cake tasted better with a friend!',
    ])
      expect(
        readScene(paragraph, sage).characters.map((c) => c.name),
        paragraph,
      ).toEqual(expect.not.arrayContaining(['Hide', 'Nuts', 'Cake']));
  });
});

describe('what is only loved, or a museum’s bones, is not drawn alive', () => {
  const leo: HeroCue = { kind: 'boy', name: 'Leo', fixed: true };
  const drawnOf = (paragraph: string, place: string | null = null) =>
    readScene(paragraph, leo, '', { place: place as never, cast: [] }).characters.map((c) => c.kind);

  it('no dinosaur loved or wished to see', () => {
    expect(drawnOf('Leo loved dinosaurs. "I wish I could see a real dinosaur," he said.')).toEqual(['boy']);
    expect(drawnOf('Best of all, Leo sat in a real space capsule. "I love dinosaurs, Dad!" he said.')).toEqual(['boy', 'dad']);
  });

  it('no live dinosaur at the museum, where the hall shows its skeleton', () => {
    expect(drawnOf('Dad read a little sign. "Some dinosaurs ate only plants." Leo ran past the glass cases.', 'museum')).toEqual([
      'boy',
      'dad',
    ]);
  });

  it('while a dinosaur met out of the museum is there', () => {
    expect(drawnOf('Leo met a friendly dinosaur by the river. The dinosaur waved.')).toContain('dinosaur');
  });
});

describe('a room or a little sand of a museum is the museum', () => {
  const leo: HeroCue = { kind: 'boy', name: 'Leo', fixed: true };
  const placeOf = (paragraph: string) => readScene(paragraph, leo, '', { place: 'museum', cast: [] }).setting;

  it.each([
    'Leo ran past glass cases full of treasures. In one room, there was a real mummy in a painted case.',
    'Best of all, Leo brushed the sand off a dinosaur bone in the dig pit.',
  ])('%s', (paragraph) => {
    expect(placeOf(paragraph)).toBe('museum');
  });
});

describe('one waited for in the night is not there yet', () => {
  const lola: HeroCue = { kind: 'girl', name: 'Lola', fixed: true };
  const drawnOf = (paragraph: string) => readScene(paragraph, lola).characters.map((c) => c.kind);

  it.each([
    'Lola put out a mince pie for Santa and a carrot for the reindeer.',
    'Then the snow fell so thick that all the roofs were white. Would Santa find the way?',
    'Lola put a little lamp in the window to show Santa the way.',
  ])('%s', (paragraph) => {
    expect(drawnOf(paragraph)).toEqual(['girl']);
  });

  it('while Santa who comes down the chimney is', () => {
    expect(drawnOf('Santa came down the chimney with a big sack. Lola peeped round the door.')).toContain('santa');
    expect(drawnOf('Santa and the reindeer landed on the roof. Lola peeped out.')).toEqual(['girl', 'santa', 'reindeer']);
    expect(drawnOf('Here is Santa! He waved to Lola.')).toContain('santa');
    expect(drawnOf('"Is Santa coming yet?" asked Lola.')).toEqual(['girl']);
  });
});

describe('a bed in a hospital book is the ward’s', () => {
  const noor: HeroCue = { kind: 'girl', name: 'Noor', fixed: true };
  const placeOf = (paragraph: string) => readScene(paragraph, noor, '', { place: 'hospital', cast: [] }).setting;

  it.each([
    'They went up in a lift, to a ward with big windows. There was Grandma, sitting up in bed!',
    'Best of all, the doctor said that Grandma could come home very soon!',
  ])('%s', (paragraph) => {
    expect(placeOf(paragraph)).toBe('hospital');
  });

  it('until the page goes home', () => {
    expect(placeOf('At last Grandma came home, and Noor tucked her into her own bed.')).not.toBe('hospital');
  });
});
