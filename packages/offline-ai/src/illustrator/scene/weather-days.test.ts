import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const open: HeroCue = { kind: 'child', name: null, fixed: false };

describe('a day of weather at home', () => {
  it('draws snow that fell on a snow day in the garden, snowy, not up a mountain', () => {
    for (const paragraph of [
      'Alex lay down and swished their arms and legs. It made a snow angel! Grandpa came out in a big coat.',
      'Mia began to roll a snowman. But the snow was too soft. It would not stick!',
      'Then Sam threw a soft snowball at Dad. Whump! Dad laughed and threw one back.',
      'Ben put on his wellies and ran out to play in the snow.',
    ]) {
      const plan = readScene(paragraph, open);
      expect(plan.setting, paragraph).toBe('garden');
      expect(plan.weather, paragraph).toContain('snow');
    }
  });

  it('keeps snow on a mountain, on the slopes or at the poles where the page says so', () => {
    expect(readScene('Zoe skied down the snowy slopes of the big mountain.', open).setting).toBe('snowy-mountain');
    expect(readScene('The penguins slid across the snow.', open).setting).toBe('arctic');
  });

  it('puts snow at school in the playground', () => {
    const plan = readScene('At school, the children ran out into the snow at playtime and built a snowman.', open);
    expect(plan.setting).toBe('playground');
    expect(plan.weather).toContain('snow');
  });

  it('wakes the child in the bedroom, by the window, in the morning', () => {
    const plan = readScene(
      'Alex woke up and peeped out of the window. Everything was white! Snow had fallen in the night.',
      open,
    );
    expect(plan.setting).toBe('bedroom');
    expect(plan.time).toBe('morning');
    // (the snow seen through the window)
    expect(plan.weather).toEqual(['snow']);
  });
});

describe('the moon as light, not a place', () => {
  it('puts falling asleep under the moon, in the moonlight, in bed at home', () => {
    for (const paragraph of [
      'That night, the snow glowed blue under the moon. Alex fell asleep with warm toes and rosy cheeks.',
      'That night, everything shone by the light of the moon. Mia fell asleep at once.',
    ]) {
      const plan = readScene(paragraph, open);
      expect(plan.setting, paragraph).toBe('bedroom');
      expect(plan.time, paragraph).toBe('night');
    }
  });

  it('draws the page under the moon where it happens, not on the moon', () => {
    expect(readScene('The fox trotted across the meadow under the moon.', open).setting).toBe('meadow');
    expect(readScene('Tom walked on the moon in his space suit.', open).setting).toBe('moon');
  });

  it('draws the moon that knows, smiles or shines down up in its sky, never as the place', () => {
    const woke = readScene(
      'When the little girl woke up, a toy car was by the door. She smiled. Only the moon knew the toys’ secret.',
      open,
    );
    expect(woke.setting).not.toBe('moon');
    expect(woke.time).toBe('morning');
    const town = readScene('The moon smiled down on the sleeping town.', open);
    expect(town.setting).not.toBe('moon');
    expect(town.time).toBe('night');
  });
});

describe('a hot, windy or rainy day', () => {
  it('is out in the garden at home when the page names nowhere', () => {
    const alex: HeroCue = { kind: 'child', name: 'Alex', fixed: true };
    expect(readScene('It was so hot that even the cat lay flat in the shade. "I am too hot!" puffed Alex.', alex).setting).toBe(
      'garden',
    );
    expect(readScene('Tom put on his wellies and jumped in the biggest puddle.', open).setting).toBe('garden');
    expect(readScene('Mia ran round and round, puffing and panting.', open, 'A very hot day').setting).toBe('garden');
  });

  it('draws an ice lolly as a cold treat, not a wrapped sweet', () => {
    const plan = readScene("Drip, drip! Alex's ice lolly melted faster than they could lick it.", open, 'A very hot day');
    expect(plan.things.map((t) => t.icon)).toContain('soft-ice-cream');
    expect(plan.things.map((t) => t.icon)).not.toContain('candy');
  });
});

describe('snow at school', () => {
  it('draws the playground white when what is in it is snowy', () => {
    const quinn: HeroCue = { kind: 'child', name: 'Quinn', fixed: true };
    const plan = readScene('At playtime, the whole class ran out. Quinn ran past a snowy climbing frame.', quinn);
    expect(plan.setting).toBe('playground');
    expect(plan.weather).toContain('snow');
  });
});

describe('a windy day', () => {
  const robin: HeroCue = { kind: 'child', name: 'Robin', fixed: true };

  it('blows the wind where a gust is, drawn by the sky, not a face on the ground', () => {
    const plan = readScene("A big gust grabbed Robin's hat and blew it across the grass!", robin);
    expect(plan.weather).toContain('wind');
    expect(plan.things.map((t) => t.word)).not.toContain('big gust');
  });

  it('blows the wind where a kite flies', () => {
    expect(readScene('The kite flew higher than the trees. Robin held the string tight.', robin).weather).toContain('wind');
  });

  it('blows the wind where the page says so, a kite dips, a hat is held on or leaves swirl', () => {
    for (const paragraph of [
      'The kite dipped and spun. Its string got tangled in a knot! Robin stamped a foot and puffed.',
      'Robin ran with the kite behind them. Up, up it went! Grandma held on to their hat and came too.',
      'Robin chased the swirling leaves and tried to catch one.',
    ])
      expect(readScene(paragraph, robin).weather, paragraph).toContain('wind');
  });

  it('keeps one the wind spins round on the ground, not up in the sky', () => {
    const plan = readScene('The wind blew, and Robin spun round and round like a leaf.', robin);
    expect(plan.setting).not.toBe('sky');
    expect(plan.characters[0]!.pose).not.toBe('fly');
    expect(plan.weather).toContain('wind');
  });
});

describe('the sounds of a weather day', () => {
  it('draws nobody called Ahh or Heave', () => {
    const alex: HeroCue = { kind: 'child', name: 'Alex', fixed: true };
    for (const paragraph of [
      'Then Alex sat in the cool water and sucked an ice lolly. "Ahh. That is better!"',
      'Alex rolled a big snowball for the body. Heave, ho! On it went.',
    ])
      expect(
        readScene(paragraph, alex).characters.map((c) => c.name ?? c.kind),
        paragraph,
      ).toEqual(['Alex']);
  });
});

describe('a picnic', () => {
  it('is out of doors, not in the kitchen a bowl hints at', () => {
    const alex: HeroCue = { kind: 'child', name: 'Alex', fixed: true };
    const plan = readScene(
      'Dad gave Alex a bowl to catch the drips. Then Alex and Dad had a picnic in the shade of the apple tree.',
      alex,
      'A very hot day',
    );
    expect(plan.setting).toBe('garden');
  });
});

describe('a kite only carried', () => {
  it('blows no wind', () => {
    const omar: HeroCue = { kind: 'child', name: 'Omar', fixed: true };
    expect(readScene('Omar ran across the sandy beach with his kite.', omar).weather).not.toContain('wind');
  });
});

describe('the things of a day of weather', () => {
  const things = (paragraph: string, hero: HeroCue = open, prompt = '') =>
    readScene(paragraph, hero, prompt).things.map((t) => `${t.icon ?? t.drawn}${t.held ? ' held' : ''}`);

  it('holds an umbrella held up in the rain, over the head, not on the ground', () => {
    expect(things('Jamie held up their umbrella. The rain went drum, drum, drum on top.')).toEqual(['umbrella held']);
  });

  it('draws snow squashed into a ball as a snowball, never a football; a paddling pool as one, in the garden', () => {
    expect(things('Together they squashed the snow into a big, firm ball.')).toEqual(['snowball']);
    expect(things('Then Alex threw a soft snowball. Whump!')).toEqual(['snowball']);
    const pool = readScene(
      'The dog jumped into the paddling pool, splash! Most of the water sloshed out.',
      open,
      'A very hot day',
    );
    expect(pool.setting).toBe('garden');
    expect(pool.things.map((t) => t.drawn)).toEqual(['paddling-pool']);
  });

  it('gives the kite to the one who runs with it, not to one holding on to a hat', () => {
    const plan = readScene(
      'Robin ran with the kite behind them. Up, up it went! Grandma held on to their hat and came too.',
      { kind: 'child', name: 'Robin', fixed: true },
      'A windy day',
    );
    expect(plan.characters.map((c) => `${c.kind} ${c.pose}`)).toEqual(['child hold', 'grandma walk']);
    expect(plan.things.map((t) => t.icon)).toEqual(['kite']);
  });

  it('shows snow falling at the classroom’s windows, and comes back inside to a room of home', () => {
    const quinn: HeroCue = { kind: 'child', name: 'Quinn', fixed: true };
    for (const paragraph of [
      'At school, Quinn was reading when somebody shouted, "Look! It is snowing!" They pressed their nose to the window.',
      "Back in class, Quinn's socks were soaking wet. Squelch! Snowflakes drifted down, slow and soft.",
    ]) {
      const plan = readScene(paragraph, quinn, 'The day it snowed at school');
      expect([plan.setting, plan.weather], paragraph).toEqual(['classroom', ['snow']]);
    }
    const inside = readScene(
      'Back inside by the window, Remy drank hot chocolate and watched the snow fall.',
      { kind: 'child', name: 'Remy', fixed: true },
      'Snow day!',
    );
    expect([inside.setting, inside.weather]).toEqual(['living-room', ['snow']]);
  });
});
