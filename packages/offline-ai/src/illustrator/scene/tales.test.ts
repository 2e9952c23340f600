import { describe, expect, it } from 'vitest';
import { readPrompt } from '../hero/prompt-look.js';
import { readScene } from './read-scene.js';

const unknown = { kind: 'child', name: null, fixed: false } as const;
const who = (plan: ReturnType<typeof readScene>) => plan.characters.map((c) => `${c.kind}:${c.name ?? ''}`);

describe('the old tales read as the tales go', () => {
  it('draws the Little Red Hen as a hen, never a child called Red, and her wheat as a sheaf', () => {
    const plan = readScene(
      'Little Red Hen lived on a farm with a cat, a dog and a duck. One day she found some wheat seeds.',
      unknown,
    );
    expect(plan.characters[0]).toMatchObject({ role: 'hero', kind: 'chicken', name: 'Little Red Hen' });
    expect(who(plan)).not.toContain('child:Red');
    expect(plan.characters.map((c) => c.kind)).toEqual(['chicken', 'cat', 'dog', 'duck']);
    const mill = readScene(
      'At the mill, the wheat was ground into soft white flour. Little Red Hen carried the heavy bag home.',
      unknown,
    );
    expect(mill.things.map((t) => t.icon)).toContain('sheaf-of-rice');
    expect(readPrompt('The little red hen').kind).toBe('chicken');
  });

  it('makes the girl everyone calls Little Red Riding Hood one girl, shuts Grandma away, and brings the woodcutter', () => {
    const first = readScene(
      'Once upon a time, a girl wore a red cape with a hood. Everyone called her Little Red Riding Hood.',
      unknown,
    );
    expect(who(first)).toEqual(['girl:Little Red Riding Hood']);
    const hero = { kind: 'girl', name: 'Little Red Riding Hood', fixed: true } as const;
    // (Grandma is at her cottage: the flowers the wolf says to pick for her do not bring her into the wood.)
    const wood = readScene(
      'In the woods she met a wolf. "Pick some flowers for Grandma," he said, with a sly smile. Then he ran ahead.',
      hero,
    );
    expect(wood.setting).toBe('forest');
    expect(wood.characters.map((c) => c.kind)).toEqual(['girl', 'wolf']);
    const bed = readScene('The wolf locked Grandma in the cupboard. He put on her nightcap and jumped into her bed.', hero);
    expect(bed.setting).toBe('bedroom');
    expect(bed.characters.map((c) => c.kind)).not.toContain('grandma');
    expect(bed.characters.find((c) => c.kind === 'wolf')?.pose).toBe('sleep');
    expect(bed.characters[0]!.pose).not.toBe('jump');
    const saved = readScene(
      'Little Red Riding Hood screamed. A woodcutter heard and ran in. The wolf ran off and never came back. Grandma was safe!',
      hero,
    );
    expect(saved.characters.map((c) => c.kind)).toContain('woodcutter');
    const chased = readScene(
      'A woodcutter came running and chased the wolf far away. They let Grandma out, and shared the cakes. "I will stay on the path," said Little Red Riding Hood.',
      hero,
    );
    expect(chased.characters.find((c) => c.role === 'companion')).toMatchObject({ kind: 'woodcutter' });
    expect(saved.characters.find((c) => c.kind === 'wolf')?.name ?? null).toBeNull();
    expect(readPrompt('Little Red Riding Hood').kind).toBe('girl');
  });

  it('draws the ugly duckling’s winter snowy, with no one called Winter', () => {
    const duck = { kind: 'duck', name: 'Ziggy', fixed: true } as const;
    const winter = readScene(
      'Winter came. The pond froze. And Ziggy was cold and lonely. He hid in the reeds until spring.',
      duck,
    );
    expect(winter.weather).toContain('snow');
    expect(winter.characters.map((c) => c.kind)).toEqual(['duck']);
    expect(readScene('The long, cold winter came. Ziggy shivered in the reeds, all alone.', duck).weather).toContain('snow');
    // (Frozen peas and a summer pond are no winter.)
    expect(readScene('Ziggy swam across the pond in the summer sun.', duck).weather).not.toContain('snow');
  });

  it('draws the boy’s wolf only when it really comes', () => {
    const boy = { kind: 'boy', name: 'Theo', fixed: true } as const;
    const kinds = (p: string) => readScene(p, boy).characters.map((c) => c.kind);
    expect(
      kinds(
        'One day Theo had an idea. "Wolf! Wolf!" he shouted. The people of the village ran up the hill. But there was no wolf.',
      ),
    ).not.toContain('wolf');
    expect(kinds('"Help! A wolf!" shouted Theo. Everyone in the village ran to help. He laughed. "Tricked you!"')).not.toContain(
      'wolf',
    );
    expect(kinds('The next day he shouted again. Up ran the villagers. "There is no wolf!" they said crossly.')).not.toContain(
      'wolf',
    );
    expect(kinds('Then one evening, a real wolf crept out of the trees. Its eyes shone. The sheep began to baa.')).toContain(
      'wolf',
    );
    expect(kinds('"Look, a wolf!" said Theo. The wolf ran into the trees.')).toContain('wolf');
  });

  it('keeps the pig’s brick house out of doors while the wolf huffs at it', () => {
    const pig = { kind: 'pig', name: 'Ziggy', fixed: true } as const;
    const plan = readScene(
      "The two pigs ran to Ziggy's brick house. The wolf huffed and puffed. But the house did not move!",
      pig,
    );
    expect(plan.setting).not.toBe('living-room');
    expect(plan.characters.map((c) => c.kind)).toContain('wolf');
  });

  it('draws Goldilocks asleep in the little bed when she falls fast asleep', () => {
    const goldilocks = { kind: 'girl', name: 'Goldilocks', fixed: true } as const;
    const plan = readScene(
      'Upstairs Goldilocks tried the beds. The little bed was just right. And she fell fast asleep. Then the bears came home.',
      goldilocks,
    );
    expect(plan.setting).toBe('bedroom');
    expect(plan.characters[0]).toMatchObject({ kind: 'girl', pose: 'sleep' });
  });

  it('draws the Gingerbread Man as a gingerbread biscuit, never a child', () => {
    expect(readPrompt('The gingerbread man').kind).toBe('gingerbread-man');
    const plan = readScene(
      'The oven door opened, and out hopped the Gingerbread Man. Off he ran, out of the cottage and down the lane!',
      unknown,
    );
    expect(plan.characters.map((c) => c.kind)).toEqual(['gingerbread-man']);
    const baked = readScene(
      'A little old woman and a little old man lived in a cottage. One day, she baked a gingerbread man for tea.',
      { kind: 'gingerbread-man', name: null, fixed: true },
    );
    expect(baked.things.map((t) => t.icon)).not.toContain('ginger-root');
  });

  it('draws Goldilocks as the hero of her tale’s prompt, not one of the bears', () => {
    expect(readPrompt('Goldilocks and the three bears').kind).toBe('girl');
  });
});

describe('Jack’s beanstalk', () => {
  it('is drawn, the huge green stalk up into the clouds', () => {
    const jack = { kind: 'boy', name: 'Jack', fixed: true } as const;
    const plan = readScene(
      'Overnight, the beans grew into a giant beanstalk. Its top was lost in the clouds. Up, up, up climbed Jack.',
      jack,
    );
    expect(plan.things.map((t) => t.drawn)).toContain('beanstalk');
    expect(plan.characters.map((c) => c.kind)).toEqual(['boy']);
  });
});

describe('the ugly duckling’s frozen pond', () => {
  it('is ice under snow, not open blue water', async () => {
    const { composeScene } = await import('../compose.js');
    const { bookLookFor } = await import('../hero/book.js');
    const paragraph = 'Winter came. The pond froze. And Ziggy was cold and lonely. He hid in the reeds until spring.';
    const duck = { kind: 'duck', name: 'Ziggy', fixed: true } as const;
    const plan = readScene(paragraph, duck);
    expect(plan.setting).toBe('lake');
    expect(plan.weather).toContain('snow');
    const book = bookLookFor({ paragraph, visualPrompt: 'The ugly duckling', style: 'pixar', avatar: null, seed: 1 });
    expect(composeScene(plan, book, 1).stage.back).toContain('data-ice');
    const summer = readScene('Ziggy swam across the pond in the summer sun.', duck);
    expect(composeScene(summer, book, 1).stage.back).not.toContain('data-ice');
  });
});

describe('the giant’s castle', () => {
  it('stands in the clouds at the top of the beanstalk, not on green hills', async () => {
    const { composeScene } = await import('../compose.js');
    const { bookLookFor } = await import('../hero/book.js');
    const jack = { kind: 'boy', name: 'Jack', fixed: true } as const;
    const paragraph = 'At the top was a castle. Inside lived a giant! "Fee, fi, fo, fum!" he roared. Jack hid in a cupboard.';
    const plan = readScene(paragraph, jack);
    expect(plan.setting).toBe('castle');
    expect(plan.aloft).toBe(true);
    const book = bookLookFor({ paragraph, visualPrompt: 'Jack and the beanstalk', style: 'pixar', avatar: null, seed: 1 });
    expect(composeScene(plan, book, 1).stage.back).toContain('data-aloft');
    const king = readScene('The princess ran up the hill to the castle to see the king.', {
      kind: 'girl',
      name: null,
      fixed: true,
    });
    expect(king.aloft).toBeUndefined();
  });
});

describe('the little mouse who wanted cheese', () => {
  it('stays in the kitchen of the book when the cat dozes by the warm stove', () => {
    const mouse = { kind: 'mouse', name: 'Tumble', fixed: true } as const;
    const kitchen = { place: 'kitchen', cast: [] } as const;
    const plan = readScene(
      'But the table legs were tall and smooth. And the cat dozed by the warm stove. Tumble the mouse looked up at the cheese, so near and yet so far.',
      mouse,
      '',
      kitchen,
    );
    expect(plan.setting).toBe('kitchen');
    expect(plan.characters.map((c) => c.kind)).toEqual(['mouse', 'cat']);
    // (Warming up by the stove with the sofa named is still the living room's fire.)
    expect(readScene('Tumble curled up on the sofa by the warm stove.', mouse, '', kitchen).setting).toBe('living-room');
  });
});
