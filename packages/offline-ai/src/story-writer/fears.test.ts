import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

/** Fears told by what is feared: the idea, and what the brave deed says (in the fifth paragraph) and what must come before it. */
const FEARS: readonly [string, RegExp, RegExp][] = [
  ['A bunny who is scared of the big slide', /\b(?:whooshed down|down the big slide went)\b/i, /\bslide\b/],
  ['A little fox who is scared of thunderstorms', /\bwatched the (?:lightning|storm)\b/, /\b(?:thunder|lightning)\b/],
  ['Leo is scared of thunderstorms', /\bwatched the (?:lightning|storm)\b/, /\b(?:thunder|lightning)\b/],
  ['Ella and the big storm', /\bwatched the (?:lightning|storm)\b/, /\b(?:thunder|lightning)\b/],
  ['A stormy night', /\bwatched the (?:lightning|storm)\b/, /\b(?:thunder|lightning)\b/],
  ['Noah is scared of going to the dentist', /\bopened wide\b/, /\bchair\b|\bwhirr\b/],
  ['A little owl who is afraid of the dark', /\bflew out into the night\b/, /\b(?:dark|night)\b/],
  ['Mia is afraid of the dark', /\bbig light off\b/i, /\bdark\b/],
  ['Ella is scared of swimming', /\bjumped into the pool\b/, /\b(?:water|pool)\b/],
  ['Zara is scared of dogs', /\bstroked the dog/, /\bdog\b/],
  ['Priya is scared of having an injection', /\bpinch\b|\binjection was done\b/, /\b(?:injection|needle)\b/],
  ['The little train that was scared of tunnels', /\b(?:into the tunnel went|rolled into the dark)\b/, /\btunnel\b/],
  ['Sam is scared of the tunnel at the playground', /\bwent all the way through the tunnel\b/, /\btunnel\b/],
  ['my daughter Ava is nervous about her first day at school', /\bwalked into the classroom\b/, /\bclassroom\b/],
  ['Finn is nervous about the school play', /\bsaid (?:his lines|every line)\b/, /\b(?:curtain|hall)\b/],
  ['Maya is scared of being in the Christmas play', /\bsaid (?:her lines|every line)\b/, /\b(?:curtain|hall)\b/],
  ['Finn is nervous about the concert', /\bsang (?:every word|his song)\b/, /\b(?:concert|choir)\b/],
  ['Ava is scared to sing in the concert', /\bsang (?:every word|her song)\b/, /\b(?:concert|choir)\b/],
  ['Leo is nervous about his piano recital', /\bplayed\b/, /\b(?:recital|played their pieces)\b/],
  ['Ruby is nervous about her dance show', /\b(?:danced out|twirled)\b/, /\b(?:the show|dancers)\b/],
  ['Mia is scared to dance at the school disco', /\b(?:danced right into|conga line)\b/, /\b(?:disco|lights)\b/],
  ['A shy giraffe at the school disco', /\b(?:danced right into|conga line)\b/, /\b(?:disco|lights)\b/],
  ['Sam is worried about sports day', /\bran\b.*\b(?:finish|line)\b/, /\b(?:sports day|race)\b/],
  ['Mia is scared of the spelling bee', /\bspelled\b|F-R-O-G/, /\bspell/],
  ['Tom is nervous about show and tell', /\btold the class|showed the class\b/, /\bshow-and-tell|treasures\b/],
  ['Nora is nervous about reading aloud to the class', /\bread (?:her poem aloud|the poem)\b/, /\b(?:read|poem)\b/],
  ['A pirate who is afraid of water', /\bswam\b/, /\b(?:sea|ship)\b/],
  ['A duck who is scared to swim', /\bswam\b/, /\b(?:water|swim)\b/],
  ['A little otter who is afraid of the water', /\bswam\b/, /\b(?:water|swim)\b/],
  ['Zoe is nervous about the talent show', /\bdid her act\b/, /\b(?:show|act after act)\b/],
  ['A kitten who is scared of the hoover', /\bhoover (?:hummed past|went by)\b/, /\bhoover\b/],
  ['Leo is scared of the vacuum cleaner', /\bpushed the hoover\b/, /\bhoover\b/],
];

describe('a fear story', () => {
  it.each(FEARS)('%s: the feared thing shows up and the brave deed is done', (prompt, deed, comes) => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      const text = story.paragraphs.join('\n');
      // The deed itself, in the paragraph of the high point.
      expect(story.paragraphs[4], text).toMatch(new RegExp(deed.source, 'i'));
      // The feared thing shows up before the end, in the second paragraph.
      expect(story.paragraphs[1], text).toMatch(new RegExp(comes.source, 'i'));
      // The wish is the deed, never a feeling pasted in.
      expect(text).not.toMatch(/feel(?:ing)? brave/i);
      expect(story.title).not.toMatch(/feel/i);
    }
  });

  it('stage nerves are no first day at school', () => {
    for (const seed of [1, 2, 3]) {
      const text = writeStoryDetailed({ prompt: 'Finn is nervous about the school play', seed, paragraphs: 6 }).paragraphs.join(
        ' ',
      );
      expect(text).toMatch(/\bbutterflies\b/);
      expect(text).not.toMatch(/\b(?:first day|classroom|peg)\b/);
    }
  });

  it('stage nerves and their kin are faced at school or on the stage, never in a forest', () => {
    for (const prompt of [
      'Finn is nervous about the concert',
      'Leo is nervous about his piano recital',
      'Tom is nervous about show and tell',
    ])
      for (const seed of [1, 2, 3]) {
        const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        expect(['school', 'theatre'], prompt).toContain(story.plan.setting);
        expect(story.plan.educational, prompt).toBe(false);
      }
  });

  it('a pirate afraid of water learns to swim in the sea, and is a pirate from the first page', () => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt: 'A pirate who is afraid of water', seed, paragraphs: 6 });
      expect(story.paragraphs[0]).toMatch(/\bpirate\b/);
      expect(story.paragraphs.join(' ')).not.toMatch(/\b(?:pool|lane ropes?|armbands)\b/);
    }
    // A duck swims off its own bank, not in a swimming pool.
    const duck = writeStoryDetailed({ prompt: 'A duck who is scared to swim', seed: 1, paragraphs: 6 });
    expect(duck.paragraphs.join(' ')).not.toMatch(/\b(?:pool|towels)\b/);
  });

  it('a little train meets its tunnel on its own line, not in a cave', () => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt: 'The little train that was scared of tunnels', seed, paragraphs: 6 });
      expect(story.plan.setting).toBe('station');
      expect(story.paragraphs.join(' ')).not.toMatch(/\b(?:cave|bat|stalactites?)\b/);
    }
  });

  it('a cloud afraid of thunder hides and watches where it floats: no den, no bush', () => {
    for (const seed of [1, 2, 3, 4]) {
      const text = writeStoryDetailed({
        prompt: 'The little cloud who was afraid of thunder',
        seed,
        paragraphs: 6,
      }).paragraphs.join(' ');
      expect(text).toMatch(/\bwatched the (?:lightning|storm)\b/);
      expect(text).not.toMatch(/\b(?:den|bush|nest)\b/);
    }
  });

  it('a child faces a fear with the family, where it is met', () => {
    const slide = writeStoryDetailed({ prompt: 'Amir is scared of heights', seed: 1, paragraphs: 6 });
    expect(slide.plan.setting).toBe('playground');
    expect(slide.plan.guide.kind.group).toBe('family');
    const storm = writeStoryDetailed({ prompt: 'Leo is scared of thunderstorms', seed: 1, paragraphs: 6 });
    expect(storm.plan.setting).toBe('home');
  });

  it('a fear faced on a visit opens with the visit, never on a bare "But" or the sun shining in a waiting room', () => {
    const ideas: [string, RegExp][] = [
      ['Noah visits the dentist', /\bdentist/],
      ['Ava is scared of the dentist', /\bdentist/],
      ['Mia is scared of injections', /\binjection\b/],
      ['Ben is scared of the doctor', /\bdoctor’s\b/],
      ['A crocodile who is scared of the dentist', /\bdentist/],
    ];
    for (const [prompt, visit] of ideas)
      for (const seed of [1, 2, 3]) {
        const first = writeStoryDetailed({ prompt, seed, paragraphs: 6 }).paragraphs[0]!;
        const opening = first.split(/(?<=[.!?])\s/)[0]!;
        expect(opening, `${prompt} [${seed}]`).toMatch(visit);
        expect(first, `${prompt} [${seed}]`).not.toMatch(/^But\b|\bsun shone\b|\bhid from\b/);
      }
  });

  it('having her hair cut is the haircut, not hair washing', () => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt: 'Ruby is scared of having her hair cut', seed, paragraphs: 6 });
      expect(story.paragraphs[4], `[${seed}]`).toMatch(/\bsnip\b/i);
      expect(story.paragraphs.join(' '), `[${seed}]`).not.toMatch(/\bhaving her hair\b(?! cut)|\bshampoo\b/);
    }
  });

  it('what is feared is no friend who comes along', () => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt: 'Zara is scared of dogs', seed, paragraphs: 6 });
      expect(story.plan.friend?.kind.word).not.toBe('dog');
    }
  });
});

describe('what the hero fears', () => {
  it('is never a friend along from the first page nor the one met to help, whether or not the fears table knows it', () => {
    const ideas: [string, RegExp][] = [
      ['A knight who is afraid of dragons', /dragon/],
      ['A princess who is scared of dragons', /dragon/],
      ['A mouse who is scared of cats', /cat/],
      ['A boy who is afraid of dogs', /dog/],
    ];
    for (const [prompt, kind] of ideas)
      for (const seed of [1, 2, 3]) {
        const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        expect(story.plan.friend?.kind.word ?? '', `${prompt} [${seed}]`).not.toMatch(kind);
        expect(story.plan.guide.kind.word, `${prompt} [${seed}]`).not.toMatch(kind);
        expect(story.paragraphs[0], `${prompt} [${seed}]`).not.toMatch(/\bfriend \w+ the (?:dragon|cat|dog)\b/);
      }
  });

  it('is met when the fear is faced, where the fears table has no steps for it', () => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt: 'A knight who is afraid of dragons', seed, paragraphs: 6 });
      expect(story.paragraphs[4], `[${seed}]`).toMatch(/\blittle dragon\b/);
      expect(story.paragraphs.slice(0, 4).join(' '), `[${seed}]`).not.toMatch(/\b(?:a|the) (?:\w+ )?dragon\b/);
    }
  });
});

describe('having to do something in front of others', () => {
  it('is stage nerves, faced where it is done, never a day out in the park', () => {
    const ideas: [string, RegExp][] = [
      ['Nia has to read her poem in assembly', /\bpoem\b/],
      ['Omar has to sing a song at the school concert', /\bsang\b/],
      ['Maya has to read a poem in front of the class', /\bpoem\b/],
    ];
    for (const [prompt, deed] of ideas)
      for (const seed of [1, 2, 3]) {
        const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        expect(story.plan.shape, `${prompt} [${seed}]`).toBe('fear');
        expect(story.plan.setting, `${prompt} [${seed}]`).toBe('school');
        expect(story.paragraphs[4], `${prompt} [${seed}]`).toMatch(deed);
      }
  });

  it('is seen where it is done, the hall or the sports field, never among the classroom things', () => {
    const hall = /\b(?:hall|stage|curtain|chairs|costumes|drum)\b/;
    const classroom =
      /\b(?:little desks|guinea pig|whiteboard|reading corner|beanbags|paintings pinned|onto the playground|classroom|crayons)\b/;
    for (const [prompt, where] of [
      ['Finn is nervous about the concert', hall],
      ['Mia is scared to sing in the choir', hall],
      ['Sam is worried about sports day', /\b(?:field|track|finishing line)\b/],
      ['Ava is nervous about the school play', hall],
      ['Leo has to give a speech', hall],
    ] as const)
      for (const seed of [1, 2, 3]) {
        const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        const text = story.paragraphs.join(' ');
        expect(text, `${prompt} [${seed}]`).not.toMatch(classroom);
        expect(text, `${prompt} [${seed}]`).toMatch(where);
      }
    // Show and tell is had in the classroom, and a first day at school is the classroom's.
    const showAndTell = writeStoryDetailed({ prompt: 'Tom is nervous about show and tell', seed: 1, paragraphs: 6 });
    expect(showAndTell.plan.scenery.sights).toContain('rows of little desks');
  });

  it('is the deed the idea says: a dance is danced, a solo sung, a speech given in its own words', () => {
    for (const seed of [1, 2, 3]) {
      const dance = writeStoryDetailed({ prompt: 'Mia has to dance in the school show', seed, paragraphs: 6 });
      const danced = dance.paragraphs.join(' ');
      expect(dance.paragraphs[4], `[${seed}] ${danced}`).toMatch(/\b(?:danced|twirled)\b/);
      expect(danced + dance.title, `[${seed}]`).not.toMatch(/\b(?:sing|sang|singing|song|prize|choir)\b/i);
      expect(dance.plan.setting).toBe('school');

      const solo = writeStoryDetailed({ prompt: 'Ella has to sing a solo', seed, paragraphs: 6 });
      const sung = solo.paragraphs.join(' ');
      expect(solo.paragraphs[4], `[${seed}] ${sung}`).toMatch(/\bsang\b/);
      // A solo is a song she sings, never a thing to be near, to love or to see.
      expect(solo.plan.thing, `[${seed}]`).toBeNull();
      expect(sung, `[${seed}]`).not.toMatch(/\b(?:see|near|by|of) the solo\b|\bsolos\b/);

      const speech = writeStoryDetailed({ prompt: 'Leo has to give a speech', seed, paragraphs: 6 });
      const given = speech.paragraphs.join(' ');
      expect(speech.paragraphs[4], `[${seed}] ${given}`).toMatch(/\bspeech\b/);
      expect(given, `[${seed}]`).not.toMatch(/\bpoems?\b|\b(?:by|near|past) the speech\b|\bspeeches\b/);
      expect(speech.plan.thing, `[${seed}]`).toBeNull();
    }
  });

  it('is no fear when the deed is nothing done before others', () => {
    expect(writeStoryDetailed({ prompt: 'Leo has to feed the ducks', seed: 1, paragraphs: 6 }).plan.shape).not.toBe('fear');
  });
});

describe('a monster under the bed or in the wardrobe ("The monster under my bed")', () => {
  it.each([
    ['The monster under my bed', /under the bed/],
    ["There is a monster in Leo's wardrobe", /into the wardrobe|wardrobe door wide/],
  ])('%s: a child looks where it is said to be, and finds no monster', (prompt, looked) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan } = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      const at = `${prompt} (seed ${seed})`;
      expect(plan.hero.kind.human, at).toBe(true);
      expect(plan.setting, at).toBe('bedroom');
      expect(paragraphs[4], at).toMatch(looked);
      expect(paragraphs.join(' '), at).not.toMatch(/\bbuild a den\b/);
    }
  });
});

describe('a fear faced at bedtime', () => {
  const ideas = ['Ali is scared of the dark', 'The monster under my bed', 'There is a monster in Leo’s wardrobe'];
  it.each(ideas.flatMap((prompt) => [1, 2, 3].map((seed) => [prompt, seed] as const)))(
    '%s: starts as the day ends and ends the next morning, a brave night (seed %i)',
    (prompt, seed) => {
      const { paragraphs, title } = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      expect(paragraphs[0]).toMatch(/\b(?:bedtime|into bed|good night|day was done)\b/);
      expect(paragraphs[0]).not.toMatch(/\b(?:one (?:fine|sunny|breezy) day|early one day|morning)\b/i);
      expect(paragraphs[5]).toMatch(/\b(?:morning|sunshine|Tonight|brave)\b/);
      // Asleep at the end of the deed: nobody jumps for joy in the bedroom in the dark.
      expect(paragraphs[5]).not.toMatch(/with joy|skip|whoop|hopped about/);
      expect(title).not.toMatch(/Brave Day/);
    },
  );
});

describe('a fear at bedtime with a child chosen as the hero', () => {
  it.each([1, 2, 3])('keeps the idea’s dragon along (seed %i)', (seed) => {
    const { paragraphs } = writeStoryDetailed({
      prompt: 'a dragon who is afraid of the dark',
      paragraphs: 6,
      seed,
      heroName: 'Noor',
    });
    expect(paragraphs.join(' ')).toMatch(/\bdragon\b/);
    expect(paragraphs.filter((p) => p.includes('Noor')).length).toBeGreaterThanOrEqual(5);
  });
});
