import { describe, expect, it } from 'vitest';
import { readScene } from './read-scene.js';

const kinds = (plan: ReturnType<typeof readScene>) => plan.characters.map((c) => c.kind);

describe('the old tales’ pages are drawn where their paragraph is', () => {
  it('puts Jack’s sleeping giant in his castle in the clouds, and the swapped cow out of Jack’s bedroom', () => {
    const jack = { kind: 'boy', name: 'Jack', fixed: true } as const;
    const farm = { place: 'farm', cast: [] } as const;
    const castle = readScene(
      'The giant counted his golden eggs and began to snore. Jack picked up the little hen that laid them, and tiptoed out.',
      jack,
      '',
      farm,
    );
    expect(castle.setting).toBe('castle');
    expect(castle.aloft).toBe(true);
    expect(kinds(castle)).toEqual(['boy', 'giant', 'chicken']);
    // (Down the beanstalk, the giant coming after him, is back on the farm.)
    const down = readScene(
      'Jack slid down the beanstalk. "Quick, Mum, the axe!" Chop, chop! The beanstalk fell, and the giant climbed back up just in time. The hen laid a golden egg every day.',
      jack,
      '',
      farm,
    );
    expect(down.setting).toBe('farm');
    const bed = readScene(
      'Jack swapped the cow for five magic beans. "Beans?" cried Mum, and threw them outside. Jack went to bed hungry.',
      jack,
      '',
      farm,
    );
    expect(bed.setting).toBe('bedroom');
    expect(kinds(bed)).not.toContain('cow');
    expect(bed.things.map((t) => t.word.toLowerCase())).toContain('beans');
  });

  it('draws no wolf once he has been chased away for good', () => {
    const red = { kind: 'girl', name: 'Little Red Riding Hood', fixed: true } as const;
    const chased = readScene(
      'A woodcutter came running and chased the wolf far away. They let Grandma out, and shared the cakes. "I will stay on the path," said Little Red Riding Hood.',
      red,
    );
    expect(kinds(chased)).toEqual(['girl', 'woodcutter', 'grandma']);
    const never = readScene(
      'Little Red Riding Hood screamed. A woodcutter heard and ran in. The wolf ran off and never came back. Grandma was safe!',
      red,
    );
    expect(kinds(never)).not.toContain('wolf');
    expect(kinds(never)).toContain('woodcutter');
    // (A wolf that only runs into the trees is still seen going.)
    expect(kinds(readScene('The wolf ran off into the trees. Little Red Riding Hood watched him go.', red))).toContain('wolf');
  });

  it('takes the Gingerbread Man out of the cottage along the road and over the river', () => {
    const biscuit = { kind: 'gingerbread-man', name: null, fixed: true } as const;
    for (const place of ['living-room', 'kitchen'] as const) {
      const home = { place, cast: [] };
      const past = readScene(
        'He ran past a cow and a horse. They ran after him too, but nobody could catch him. "You can’t catch me!" he laughed.',
        biscuit,
        '',
        home,
      );
      expect(past.setting).toBe('farm');
      expect(past.characters.map((c) => [c.kind, c.pose])).toEqual([
        ['gingerbread-man', 'run'],
        ['cow', 'stand'],
        ['horse', 'stand'],
      ]);
      for (const paragraph of [
        'The water got deeper, so the Gingerbread Man climbed up to the fox’s nose. The fox took a tiny nibble. "Ow, my teeth! You are far too crunchy," he said.',
        'Halfway over, the fox said, "Hop onto my nose, and you will stay dry." Then he took a tiny nibble. CRUNCH! "Ow!" said the fox. "You are much too crunchy!"',
        'The fox carried him safely to the other side. "Thank you, friend," said the Gingerbread Man. From that day on, they ran races together every morning.',
      ]) {
        const river = readScene(paragraph, biscuit, '', home);
        expect(river.setting, paragraph).toBe('river');
        expect(kinds(river)).toEqual(['gingerbread-man', 'fox']);
      }
      // (At home, the cat by the oven stays indoors.)
      expect(['living-room', 'kitchen']).toContain(
        readScene('The cat sat by the warm oven and watched him.', biscuit, '', home).setting,
      );
    }
  });

  it('keeps the snowman who would not melt in the garden until he goes into the freezer', () => {
    const snowman = { kind: 'snowman', name: 'Tumble', fixed: true } as const;
    const garden = { place: 'garden', cast: [] } as const;
    const tom = readScene(
      'Just then, a cheerful boy named Tom came by and saw Tumble the snowman. Tom had an idea. "The big freezer! It is colder than snow in there."',
      snowman,
      '',
      garden,
    );
    expect(tom.setting).toBe('garden');
    expect(tom.weather).not.toContain('snow');
    expect(kinds(tom)).toEqual(['snowman', 'boy']);
    const freezer = readScene(
      'Into the big freezer went Tumble the snowman, snug and frosty. No more drips at all! "Brrr, lovely and cold!" he laughed.',
      snowman,
      '',
      garden,
    );
    expect(freezer.setting).toBe('kitchen');
    expect(freezer.things.map((t) => t.word)).not.toContain('No more drips');
  });

  it('draws no children the lion only speaks of, and keeps the elves dancing in the shoemaker’s shop', () => {
    const lion = { kind: 'lion', name: null, fixed: true } as const;
    const friends = readScene(
      'The net fell open, and out stepped the lion. "You were right," he said to Peanut the mouse. "Little friends can be a big help."',
      lion,
      '',
      { place: 'savanna', cast: [{ name: 'Peanut', kind: 'mouse' }] },
    );
    expect(kinds(friends)).toEqual(['lion', 'mouse']);
    const shoemaker = { kind: 'man', name: 'Hans', fixed: true } as const;
    const danced = readScene(
      'The elves found their gifts and clapped their hands. Snug and warm, they danced round the shop and out of the door. Hans smiled.',
      shoemaker,
      '',
      { place: 'shop', cast: [] },
    );
    expect(danced.setting).toBe('shop');
  });

  it('leaves a lost scarf off the pages where it is still lost, and draws it once found', () => {
    const pingu = { kind: 'penguin', name: 'Pingu', fixed: true } as const;
    const arctic = { place: 'arctic', cast: [] } as const;
    const words = (paragraph: string) => readScene(paragraph, pingu, '', arctic).things.map((t) => t.word.toLowerCase());
    for (const paragraph of [
      'He looked beside the frozen lake, but his red scarf was gone. "I’ll find out where my scarf went," he said.',
      'Pingu waddled to a frozen lake to look for his scarf. His scarf was not by the igloo either. "Have you seen my scarf?" he asked.',
      '"Where can my scarf be?" Pingu wondered. Instead of his scarf, there was only a curly snail shell.',
      '"This way to my scarf!" he said. But there was no sign of his scarf. "I’ll never find my favourite scarf," he said sadly.',
    ])
      expect(words(paragraph).join(' '), paragraph).not.toContain('scarf');
    expect(words('Was that his scarf, inside a snowdrift? No, it was just a crumpled leaf, not his scarf.')).toEqual([
      'crumpled leaf',
    ]);
    expect(words('Then Pingu the penguin saw his scarf, by the igloo! "Hooray for my scarf!" he cheered.')).toContain('scarf');
    expect(words('Pingu the penguin danced round and round with his scarf.')).toContain('scarf');
  });
});

describe('the runaway pancake', () => {
  // A text-mode book whose first page names no hero: the child only guessed there is no one's name.
  const unnamed = { kind: 'child', name: null, fixed: true, guessed: true } as const;

  it('draws the pancake that rolls away as the hero of its pages, with the ones it meets', () => {
    const pages: [string, string[]][] = [
      ['The pancake heard them and got a fright. Flip! It jumped out of the pan and rolled out of the door.', ['thing:pancake']],
      [
        'The pancake rolled past a hen and a duck. "Stop, pancake!" they clucked and quacked.',
        ['thing:pancake', 'chicken', 'duck'],
      ],
      [
        'At last the pancake rolled up to a stream. It could not swim! A big pig sat on the bank. "Hop onto my snout," said the pig.',
        ['thing:pancake', 'pig'],
      ],
    ];
    for (const [paragraph, expected] of pages) {
      const plan = readScene(paragraph, unnamed);
      expect(kinds(plan), paragraph).toEqual(expected);
      // (The pig's snout is the pig's, never a thing lying on the bank.)
      expect(
        plan.things.map((t) => t.word.toLowerCase()),
        paragraph,
      ).not.toContain('my snout');
    }
  });

  it('keeps a named child the hero when a pancake flips in the pan', () => {
    const mia = { kind: 'girl', name: 'Mia', fixed: true, guessed: true } as const;
    const plan = readScene('Mia tossed it up. The pancake flipped over and landed in the pan. "I did it!" laughed Mia.', mia);
    expect(kinds(plan)[0]).toBe('girl');
  });
});
