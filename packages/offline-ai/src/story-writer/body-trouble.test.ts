import { describe, expect, it } from 'vitest';
import { writeStory, writeStoryDetailed } from './story-writer.js';
import { BODY_TROUBLES } from './world/body-troubles.js';
import { PASSIONS } from './world/passions.js';
import { TOO_MUCH } from './world/too-much.js';
import { gated } from './world/fears.js';

const story = (prompt: string, seed: number) => writeStory({ prompt, paragraphs: 6, seed });
const plan = (prompt: string) => writeStoryDetailed({ prompt, paragraphs: 6, seed: 1 }).plan;

/** Each idea, what its trouble says in the opening, and the happy end of it. */
const IDEAS: readonly (readonly [string, RegExp, RegExp])[] = [
  ["A little owl who can't sleep at night", /\bsleep/, /\bfast asleep\b/],
  ["A bat who can't sleep in the day", /\b(?:sun came up|morning)\b/, /\b(?:slept|asleep)\b/],
  ["Ben's tooth is wobbly", /\bwobbly tooth\b|\btooth was wobbly\b|\bwobbly\b/, /\bgap|\bpillow\b|\bnew tooth\b/],
  ["Zara can't sleep", /\b(?:awake|a?sleep\w*|wide open)\b/, /\basleep\b/],
  ['A dragon with the hiccups', /\bhiccups\b/, /\bNo more hiccups\b|\bgone\b|\bNot one more hic\b/],
  ['Leo has a cold', /\bATISHOO\b/, /\bbetter\b|\bcold was gone\b/],
  ['A bunny who has a bad dream', /\bdream\b/, /\basleep\b|\bback to sleep\b/],
  ['My first wobbly tooth', /\btooth\b/, /\bgap|\bpillow\b|\bnew tooth\b/],
  // A child who lost a tooth had it come out: a wobbly-tooth day, never a hunt for it.
  ['Sam lost his tooth', /\btooth\b/, /\bgap|\bpillow\b|\bnew tooth\b/],
  ["Zainab's lost tooth", /\btooth\b/, /\bgap|\bpillow\b|\bnew tooth\b/],
  ['Kofi loses his first tooth', /\btooth\b/, /\bgap|\bpillow\b|\bnew tooth\b/],
  ["A lion cub who can't roar", /\bsqueak\b/, /\broared\b/],
  ["Mia can't whistle", /\bwhistle\b/, /\bwhistled\b/],
  ["A kangaroo who can't hop", /\bhop\b/, /\bhopped\b/],
  ['A bunny who lost its hop', /\bhop\b/, /\bhopped\b/],
  ["The frog who couldn't jump", /\bjump\b/, /\bjumped\b/],
  // A hero who loves doing something: done from the start, a muddle, then someone who needs just that.
  ['An octopus who loves to paint', /\bpaint/, /\bpaint|\bbrushes\b|\bcolour/],
  ['A girl who loves dancing', /\bdanc|\btwirl/, /\bdanc/],
  ['A dog who loves to dig', /\bdig|\bdug\b/, /\bdig|\bdug\b/],
  ['A bear who loves to read', /\bread\b|\bbook\b/, /\bread\b|\bstory\b/],
  ['Tom loves to sing', /\bsang\b|\bsing/, /\bsang\b|\bsong/],
  // A creature too much for the others: too scary, eats everything; then a friend sees what it is good for.
  ['The monster who was too scary', /\bscar|\bran away\b|\bhello\b/, /\beveryone\b|\bfriends\b/],
  ['A goat who eats everything', /\bate\b|\bmunch/, /\bweeds\b|\btummy\b/],
  ['A bee who lost her buzz', /\bbuzz\b/, /\bbuzzed\b/],
  ['A rabbit who is always in a hurry', /\bhurry\b|\brush/, /\bslow|\bflowers\b|\bsun\b/],
  ['Leo is always in a rush', /\bhurry\b|\brush/, /\bslow|\bflowers\b|\bsun\b/],
  ['A hedgehog who wants a hug', /\bhug/, /\bhug\b/],
  ['Kai learns to be patient', /\bseed\b/, /\bwait|\bshoot\b|\btime\b/],
  ['A lion who is too loud', /\bloud/, /\bvoice\b|\bsoftly\b/],
  ['The noisy dinosaur', /\bloud/, /\bvoice\b|\bsoftly\b/],
  ['The crocodile who lost his smile', /\bsmile\b/, /\bsmil/],
  // A young bird's first flight from the nest.
  ['A baby bird who is scared to fly', /\bnest\b/, /\bfl(?:y|ew)\b/],
  ['A little bird who is scared to leave the nest', /\bnest\b/, /\bfl(?:y|ew)\b/],
  ['Sam learns to tie his shoelaces', /laces\b/, /\bshoe\b|\bbows\b/],
  ['Sam learns to use the potty', /\bpotty\b/, /\bpotty\b/],
  ['Potty training for a little dinosaur', /\bpotty\b/, /\bpotty\b/],
  ["A bear who can't hibernate", /\bwinter\b/, /\bwinter\b|\bspring\b/],
  ["A giraffe with a very long neck who can't reach the ground", /\bwater\b/, /\breach the water\b|\bdrink\b/],
  ["The little car that wouldn't start", /\bstart|engine\b/, /\bVroom|\bdrive\b/],
  ["The snowman who didn't want to melt", /\bmelt|\bdrip/, /\bwinter\b/],
  ['An ice cream that is melting', /\bmelt|\bdrip/, /\b(?:cool|frosty)\b/],
  ["The ice cream who didn't want to melt", /\bmelt|\bdrip/, /\b(?:cool|frosty)\b/],
  ['Anna learns to brush her teeth', /\btoothbrush|teeth\b/, /\bteeth|brushed\b/],
  ['Sam wants to get dressed by himself', /\bdressed|clothes\b/, /\bdressed\b/],
  ['Leo learns to wash his hands', /\bhands\b/, /\bhands\b/],
];

describe('a small trouble of one’s own body or bedtime', () => {
  for (const [prompt, shows, ends] of IDEAS)
    for (const seed of [1, 2, 3])
      it(`${prompt} (seed ${seed}): shows, tries fail, a helper’s trick works, and it ends happily`, () => {
        const { paragraphs } = story(prompt, seed);
        expect(paragraphs).toHaveLength(6);
        expect(paragraphs[0]).toMatch(shows);
        // Someone comes with a trick in the fourth paragraph, never a guide met on a journey in the second.
        expect(paragraphs[3]).toMatch(/\bcame (?:in|by|along)\b/);
        expect(paragraphs[5]).toMatch(ends);
        // Not told as another story: no lesson, nothing built, no journey to a place.
        expect(paragraphs.join(' ')).not.toMatch(/\b(?:collected|animals of the night|fell apart|set off|Hi there)\b/);
      });

  it('an owl who cannot sleep at night hears the funny truth, and sleeps at sunrise', () => {
    const paragraphs = story("A little owl who can't sleep at night", 1).paragraphs;
    expect(paragraphs[3]).toMatch(/\bowls\b.*\b(?:day|sun comes up)\b/i);
    expect(paragraphs.slice(4).join(' ')).toMatch(/\b(?:sun|pink)\b/);
    expect(paragraphs.join(' ')).not.toMatch(/\bwarm milk|\bteddy\b/);
  });

  it('a bat who cannot sleep in the day is awake while the sun is up, and sleeps through the day', () => {
    for (const seed of [1, 2, 3]) {
      const paragraphs = story("A bat who can't sleep in the day", seed).paragraphs;
      const text = paragraphs.join(' ');
      expect(paragraphs[0]).not.toMatch(/\b(?:moon came up|moon was up|stars came out)\b/);
      expect(text).not.toMatch(/\bplayed all night\b.*\bsky turned pink\b/);
      expect(paragraphs.slice(3).join(' ')).toMatch(/\b(?:day|sun|dawn|sunrise)\b/);
    }
    // A child who cannot nap is not told as a creature of the night.
    expect(story("A boy who can't sleep in the day", 1).paragraphs.join(' ')).not.toMatch(/\bother boys\b/);
  });

  it('a child’s wobbly tooth comes out at dinner and goes under the pillow, or leaves a gap', () => {
    for (const seed of [1, 2, 3]) {
      const paragraphs = story("Ben's tooth is wobbly", seed).paragraphs;
      expect(paragraphs[4]).toMatch(/\bAt dinner\b/);
      expect(paragraphs.join(' ')).not.toMatch(/\bpebbles|\btwigs|\bfix\b/);
    }
  });

  it('a tooth lost somewhere is looked for, found, and put under the pillow for the tooth fairy', () => {
    for (const seed of [1, 2, 3]) {
      const written = writeStoryDetailed({ prompt: 'Sam lost his tooth in the garden', paragraphs: 6, seed });
      const text = written.paragraphs.join(' ');
      expect(written.plan.bodyTrouble, text).toBeUndefined();
      expect(written.plan.setting).toBe('garden');
      expect(written.paragraphs[5], text).toMatch(/\bunder his pillow for the tooth fairy\b/);
      expect(text).not.toMatch(/\bloved teeth\b|\bnever put my tooth down\b|\bfor next time\b/);
    }
  });

  it('a snowman melting in the garden is helped by the children, never by a snowman Grandpa', () => {
    const snowman = plan("The snowman who didn't want to melt");
    expect(snowman.setting).toBe('garden');
    expect(snowman.guide.kind.human).toBe(true);
    expect(snowman.guide.kind.group).not.toBe('family');
  });

  it('an ice cream melting on a hot day is kept cool by the children, not sent on a walk', () => {
    for (const prompt of ['An ice cream that is melting', "The ice cream who didn't want to melt"]) {
      const told = writeStoryDetailed({ prompt, paragraphs: 6, seed: 1 });
      expect(told.plan.setting).toBe('beach');
      expect(told.plan.guide.kind.human).toBe(true);
      expect(told.paragraphs.slice(3, 5).join(' ')).toMatch(/\b(?:freezer|cool box)\b/);
      expect(told.paragraphs.join(' ')).not.toMatch(/\b(?:stay cold today|oldest oak)\b/);
    }
  });

  it('a child is helped by the family at home; a creature by one of its place', () => {
    const child = plan("Zara can't sleep");
    expect(child.guide.kind.group).toBe('family');
    expect(child.setting).toBe('bedroom');
    const owl = plan("A little owl who can't sleep at night");
    expect(owl.guide.kind.human).toBe(false);
    expect(owl.setting).toBe('forest');
  });

  it('a skill of looking after oneself is learned by its own real steps, not looked at or talked about', () => {
    for (const seed of [1, 2, 3]) {
      const teeth = story('Anna learns to brush her teeth', seed);
      expect(teeth.paragraphs.slice(3, 5).join(' ')).toMatch(/\blittle circles\b/);
      expect(teeth.paragraphs.join(' ')).toMatch(/\btoothpaste\b/);
      expect(teeth.paragraphs.join(' ')).not.toMatch(/\blooked at the teeth|dentist|baby teeth\b/);
      const dressed = story('Maya learns to get dressed', seed).paragraphs;
      expect(dressed.slice(3, 5).join(' ')).toMatch(/\bbutton|sticker\b/);
      expect(dressed.slice(1, 3).join(' ')).toMatch(/\bsleeve|wrong feet|button\b/);
      const hands = story('Leo learns to wash his hands', seed).paragraphs;
      expect(hands.slice(3, 5).join(' ')).toMatch(/\bsing|palms\b/);
      expect(hands.join(' ')).toMatch(/\bsoap\b/);
    }
    expect(plan('Anna learns to brush her teeth').setting).toBe('bathroom');
    // (One who will not is won round by a fun way: a dislike, not a skill.)
    expect(plan("Ella won't brush her teeth").bodyTrouble).toBeUndefined();
    expect(plan("Max doesn't want to wash his hands").bodyTrouble).toBeUndefined();
    expect(plan('Maya learns to get dressed').setting).toBe('bedroom');
  });

  it('a dragon’s hiccups come out as smoke, and a surprise "BOO!" stops them', () => {
    const paragraphs = story('A dragon with the hiccups', 1).paragraphs;
    expect(paragraphs[0]).toMatch(/\bsmoke|flame\b/);
    expect(paragraphs[4]).toMatch(/\bBOO!/);
  });

  it('a different seed tells it differently', () => {
    for (const [prompt] of IDEAS) expect(story(prompt, 1).paragraphs).not.toEqual(story(prompt, 2).paragraphs);
  });

  it('keeps the hero’s kind and name, and titles the story by its trouble', () => {
    const { title, paragraphs } = story("Ben's tooth is wobbly", 2);
    expect(paragraphs.every((p) => /\bBen\b/.test(p))).toBe(true);
    expect(title).toMatch(/\bTooth\b/);
    expect(story("A lion cub who can't roar", 1).paragraphs.join(' ')).toMatch(/\blion\b/);
  });

  it('leaves to their own tellings a fear, a question, and someone else’s cold looked after', () => {
    expect(plan('Ben is scared of the dark').bodyTrouble).toBeUndefined();
    expect(plan('Why do we get hiccups?').bodyTrouble).toBeUndefined();
    expect(plan('Mum has a cold').bodyTrouble).toBeUndefined();
    expect(plan("A boy who can't roar").bodyTrouble).toBeUndefined();
    expect(plan("A girl who can't jump").bodyTrouble).toBeUndefined();
    expect(plan("A snail who can't jump").bodyTrouble).toBeUndefined();
    // (A penguin cannot fly: it finds its own way of flying, no first flight from a nest.)
    expect(plan('A penguin who is scared to fly').bodyTrouble).toBeUndefined();
  });

  it('a hero who loves doing something does it from the first page, where it lives, helped by one of its own world', () => {
    for (const seed of [1, 2, 3]) {
      const octopus = writeStoryDetailed({ prompt: 'An octopus who loves to paint', paragraphs: 6, seed });
      expect(octopus.plan.setting).toBe('underwater');
      expect(octopus.plan.guide.kind.human).toBe(false);
      const whale = writeStoryDetailed({ prompt: 'A whale who loves to sing', paragraphs: 6, seed });
      expect(whale.plan.guide.kind.human).toBe(false);
      for (const { paragraphs } of [
        octopus,
        whale,
        writeStoryDetailed({ prompt: 'A girl who loves to dance', paragraphs: 6, seed }),
      ])
        expect(paragraphs.join(' ')).not.toMatch(/\bat (?:long )?last\b|\bwent all wrong\b|\bharder than it looked\b/i);
    }
    expect(plan('A girl who loves to dance').setting).toBe('home');
    expect(story('A bear who loves to read', 1).tags).toContain('reading');
  });

  it('a creature too scary for the others is befriended where it lives: under the sea, they swim away', () => {
    for (const seed of [1, 2, 3]) {
      const shark = writeStoryDetailed({ prompt: 'A shark who scares everyone', paragraphs: 6, seed });
      expect(shark.plan.setting).toBe('underwater');
      const text = shark.paragraphs.join(' ');
      expect(text).not.toMatch(/\b(?:ran away|flowers|birds|hairy)\b/);
      expect(text).toMatch(/\bfriend/);
      const goat = writeStoryDetailed({ prompt: 'A goat who eats everything', paragraphs: 6, seed });
      expect(goat.paragraphs.join(' ')).not.toMatch(/\bat (?:long )?last\b|\bwanted to eat everything\b/);
    }
  });

  it('one that cannot hop never hops before the trick works, and titles are of the hop', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { paragraphs } = story("A kangaroo who can't hop", seed);
      const works = paragraphs.findIndex((p) => /\bhopped right\b/.test(p));
      expect(works).toBeGreaterThan(2);
      expect(paragraphs.slice(0, works).join(' ')).not.toMatch(/\b(?:hopped|bounced) (?:to|on|past|over)\b/);
    }
    expect(plan('A bunny who lost its hop').goal.phrase).toBe('learn to hop');
  });
});

describe('the body troubles, trouble by trouble', () => {
  const fits = [
    { child: true, in: true, hands: true, wings: false, night: false, fire: false, sea: false },
    { child: false, in: false, hands: false, wings: true, night: true, fire: false, sea: false },
    { child: false, in: false, hands: false, wings: false, night: false, fire: true, sea: false },
    { child: false, in: false, hands: false, wings: false, night: false, fire: false, sea: true },
  ];
  for (const trouble of [...BODY_TROUBLES, ...PASSIONS, ...TOO_MUCH])
    it(`${trouble.id}: has three tries, and a line of every step, for any hero it may happen to`, () => {
      // (A part of oneself lost falls off, fades or goes quiet: each has its own tries.)
      const hows: readonly Record<string, boolean>[] =
        trouble.who === 'part' ? [{ piece: true }, { look: true }, { sound: true }] : [{}];
      for (const fit of fits.flatMap((f) => hows.map((how) => ({ ...f, ...how })))) {
        if (trouble.who === 'child' && !fit.child) continue;
        if ((trouble.who === 'creature' || trouble.who === 'part') && fit.child) continue;
        expect(gated(trouble.tries, fit).length).toBeGreaterThanOrEqual(3);
        for (const lines of [
          trouble.shows,
          trouble.say,
          trouble.sad,
          trouble.ways.map((w) => w.trick),
          trouble.cheer,
          trouble.end,
        ])
          expect(gated(lines, fit).length).toBeGreaterThan(0);
      }
    });
});

describe('the potty', () => {
  it('a little dinosaur learns at home with the family, and has no clothes to sit in', () => {
    for (const seed of [1, 2, 3]) {
      const told = writeStoryDetailed({ prompt: 'Potty training for a little dinosaur', paragraphs: 6, seed });
      expect(told.plan.setting, `seed ${seed}`).toBe('bathroom');
      expect(told.plan.guide.kind.group, `seed ${seed}`).toBe('family');
      expect(told.paragraphs.join(' '), `seed ${seed}`).not.toMatch(/\bclothes\b|waterfall|jungle/);
    }
  });
});

describe('a part of oneself lost', () => {
  it.each([
    ['The unicorn who lost her horn', 'horn', /fallen off/],
    ['A peacock who lost his tail feathers', 'tail feathers', /fallen out/],
    ['A chameleon who lost his colours', 'colours', /faded/],
    ['A firefly who lost his glow', 'glow', /dim/],
    ['A bird who lost her song', 'song', /quiet/],
    ['A snail who lost its shell', 'shell', /slipped off/],
  ])('%s: it goes, is missed, and comes back as part of the hero, never a thing carried', (prompt, part, went) => {
    for (const seed of [1, 2, 3]) {
      const told = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      expect(told.plan.bodyTrouble?.trouble.id).toBe('part');
      expect(told.plan.goal.phrase).toBe(`get {their} ${part} back`);
      expect(told.paragraphs[0]).toMatch(went);
      const text = told.paragraphs.join(' ');
      expect(text).toMatch(new RegExp(`${part} (?:grew|came|began|flickered|slid)`));
      expect(text).not.toMatch(
        /carried|held (?:her|his|its) |put (?:my|her|his|its) \w+ down|turned round|danced round and round with/,
      );
      // (A song is sung, never shown; a glow is never tied on with leaves.)
      if (part === 'song') expect(text).not.toMatch(/showed everyone|looked at (?:her|him|it)self/);
      if (part === 'glow') expect(text).not.toMatch(/leaves instead/);
    }
  });
});

describe('a broken arm in a cast', () => {
  const ideas = ['Jake breaks his arm', 'Mia has her arm in a cast', 'A boy with a broken arm', 'Jake has a broken arm'];
  it.each(ideas.flatMap((prompt) => [1, 2, 3].map((seed) => [prompt, seed] as const)))(
    '%s: the cast, a one-handed muddle, a way through it, and mended at the end (seed %i)',
    (prompt, seed) => {
      const { paragraphs } = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      expect(paragraphs[0]).toMatch(/\bcast\b/);
      expect(paragraphs.slice(1, 3).join(' ')).toMatch(/\bother hand\b|\btwo hands\b|\bjumper\b/);
      expect(paragraphs[5]).toMatch(/\b(?:mended|better)\b/);
      expect(paragraphs.join(' ')).not.toMatch(/\bhot and tired\b|\bloved arms\b|\bwish\b/);
    },
  );

  it('one of the family with a broken arm is looked after by the child', () => {
    const { plan } = writeStoryDetailed({ prompt: 'Mum has a broken arm', paragraphs: 6, seed: 1 });
    expect(plan.hero.kind.group).not.toBe('family');
    expect(plan.setting).toBe('home');
  });
});

describe('bedtime and nothing else', () => {
  it.each([
    ['Time for bed, Mia', 'bedroom'],
    ["Mia's bedtime", 'bedroom'],
    ['Bedtime for little bear', 'forest'],
    ['Goodnight, little bear', 'forest'],
  ])(
    '%s: the night sleep is waited for, in the hero’s own bed or den; never a den built or a child called Goodnight',
    (prompt, setting) => {
      for (const seed of [1, 2]) {
        const { paragraphs, plan } = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        expect(plan.bodyTrouble?.trouble.id).toBe('sleep');
        expect(plan.setting).toBe(setting);
        expect(plan.hero.name).not.toBe('Goodnight');
        expect(paragraphs[5]).toMatch(/\basleep\b/);
      }
    },
  );

  it('a bedtime story about something else keeps its own telling', () => {
    expect(
      writeStoryDetailed({ prompt: 'A bedtime story about a dragon', seed: 1, paragraphs: 6 }).plan.bodyTrouble?.trouble.id,
    ).not.toBe('sleep');
  });
});
