import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed = 1) => writeStoryDetailed({ prompt, paragraphs: 6, seed });
const textOf = (prompt: string, seed = 1) => told(prompt, seed).paragraphs.join(' ');

describe('a night in a tent in the garden', () => {
  it.each(['Camping in the garden', 'Amir camps in the garden with Dad', 'Sleeping in a tent in the back garden'])(
    '%s: the tent put up with a grown-up, torches, a snack, a night noise that is only an animal, the stars',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const story = told(prompt, seed);
        expect(story.plan.homeDay?.id).toBe('garden-camp');
        expect(story.plan.setting).toBe('garden');
        expect(story.plan.hero.kind.human).toBe(true);
        const text = story.paragraphs.join(' ');
        expect(text).toMatch(/tent/);
        expect(story.paragraphs[0]).toMatch(/tent/);
        expect(text).toMatch(/torch/);
        expect(text).toMatch(/marshmallow|hot chocolate|biscuit/);
        expect(text).toMatch(/hedgehog|fox|cat|owl/);
        expect(text).toMatch(/stars?\b/);
        expect(story.paragraphs.at(-1)).toMatch(/asleep|sleeping bag|bed|slept/);
        expect(text).not.toMatch(/\bexplor|sudden shower|longed to/i);
      }
    },
  );
});

describe('camping at a campsite', () => {
  it.each([
    'We go camping in the woods',
    'Our first camping trip',
    'Going camping',
    'Tom and Dad go camping',
    'A family camping trip',
    'Camping with Dad',
    'Sophie goes camping in the rain',
  ])('%s: a tent, a campfire, the night there', (prompt) => {
    for (const seed of [1, 2, 3]) {
      const story = told(prompt, seed);
      expect(story.plan.dayOut, `${seed}`).toBeDefined();
      expect(story.plan.setting).toBe('campsite');
      const text = story.paragraphs.join(' ');
      expect(text).toMatch(/tent/);
      expect(text).not.toMatch(/\bexplor|oldest tree/i);
    }
  });

  it.each(['A family camping trip in the rain', 'Sophie goes camping in the rain'])(
    '%s: the rain that falls is the night’s trouble, sat out in the tent, and no lesson on where puddles go',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const story = told(prompt, seed);
        expect(story.plan.dayOut?.rain, `${seed}`).toBe(true);
        const text = story.paragraphs.join(' ');
        expect(text).toMatch(/drops of rain/);
        expect(text).toMatch(/the rain stopped/);
        expect(text).not.toMatch(/\bpuddles? go|water cycle|vapour/i);
      }
    },
  );

  it('leaves a fox who lives in the woods in the woods', () => {
    const story = told('A fox who lives in the woods');
    expect(story.plan.setting).toBe('forest');
    expect(story.plan.dayOut).toBeUndefined();
  });
});

describe('a power cut at home', () => {
  it.each(['The day the power went out', 'A power cut', 'When all the lights went out', 'Leo and the power cut'])(
    '%s: the lights go out, torch and candles, fun in the dark, the lights come back',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const story = told(prompt, seed);
        expect(story.plan.homeDay?.id).toBe('power-cut');
        expect(story.plan.setting).toBe('home');
        expect(story.plan.hero.kind.human).toBe(true);
        const text = story.paragraphs.join(' ');
        expect(story.paragraphs[0]).toMatch(/lights? went out|went dark|dark/);
        expect(text).toMatch(/torch|candle/);
        expect(text).toMatch(/shadow|stories|story in the dark|hide and seek|puppet|songs/);
        expect(story.paragraphs.slice(3).join(' ')).toMatch(/lights? came back|came back on/);
        expect(text).not.toMatch(/workshop|robot|light bulb|circuit|explor/i);
      }
    },
  );

  it('keeps a lesson on electricity a lesson', () => {
    expect(told('How does electricity work?').plan.homeDay?.id).not.toBe('power-cut');
  });
});

describe('a trip to the library', () => {
  it.each(['A trip to the library', 'Going to the library with Grandpa', "Mia's first visit to the library"])(
    '%s: books chosen, story time, a library card, the quiet voice, books taken home',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const story = told(prompt, seed);
        expect(story.plan.dayOut, `${seed}`).toBeDefined();
        expect(story.plan.setting).toBe('library');
        const text = story.paragraphs.join(' ');
        expect(text).toMatch(/books?\b/);
        expect(text).toMatch(/library card|story time/);
        expect(text).toMatch(/whisper|quiet/);
        expect(story.paragraphs.slice(4).join(' ')).toMatch(/home|bed/);
        expect(text).not.toMatch(/\bexplor|longed to|wise owl/i);
      }
    },
  );

  it('keeps Grandpa as the one who comes along', () => {
    expect(textOf('Going to the library with Grandpa')).toMatch(/Grandpa/);
  });
});

describe('a dragon who sneezes fire', () => {
  it.each(['A dragon who sneezes fire', 'Sparky the dragon sneezes fire', 'The dragon with a fiery sneeze'])(
    '%s: the sneezes set things alight, tries fail, and the sneeze is cured or put to use',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const story = told(prompt, seed);
        expect(story.plan.hero.kind.word).toBe('dragon');
        const text = story.paragraphs.join(' ');
        expect(story.paragraphs[0]).toMatch(/ATISHOO|sneez/i);
        expect(story.paragraphs.slice(0, 3).join(' ')).toMatch(/fire|flame|alight|burn|toast|singed|smoke/i);
        expect(story.paragraphs.slice(3).join(' ')).toMatch(/lantern|candles|campfire|bonfire|mint tea/i);
        expect(text).not.toMatch(/It was a cold|had a cold/);
      }
    },
  );

  it('keeps a dragon with a cold a cold', () => {
    expect(textOf('A dragon who has a cold')).toMatch(/cold/);
  });
});
