import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { helpPlaceOf } from './world/helping-jobs.js';

/** Ideas of helping, with the setting the story is told in and who is helped there. */
const IDEAS: readonly [string, string][] = [
  ['Lily helps Grandpa in the garden', 'Grandpa'],
  ['Omar helps his mum at the market', 'Mum'],
  ['Björn helps his grandpa on the farm', 'Grandpa'],
  ['A little red tractor who helps on the farm', 'farmer'],
  ['Kai helps his dad in the kitchen', 'Dad'],
  ['Helping the flowers grow', 'flowers'],
];

/** The lines of the old form: a muddle never said, help never done, the day summed up by formula. */
const FORMULA =
  /turned into a big muddle|did one thing at a time|it was no good|at long last, .* got to help|did it: \w+ helped|What a day of helping|dreaming of .* and helping|from under the big rhubarb leaves|from inside the hen house/;

describe('a helping story', () => {
  it.each(IDEAS)('%s: real jobs of the place are done, one goes wrong and is put right together', (prompt, helped) => {
    let told = 0;
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      if (story.plan.shape !== 'helping') continue;
      told += 1;
      const text = story.paragraphs.join(' ');
      const place = helpPlaceOf(story.plan.setting, /flowers/.test(prompt) ? 'the flowers' : null);
      // At least three of the place's jobs are told, each by the word it is known by.
      const done = place.jobs.filter((job) => text.includes(job.mark));
      expect(done.length, text).toBeGreaterThanOrEqual(3);
      // One job goes wrong (its mishap told) and is put right together (its fix told of both).
      const oops = place.jobs.find((job) => job.oops && text.includes(job.oops.event.split(' ').slice(2, 6).join(' ')));
      expect(oops, text).toBeDefined();
      expect(text, text).toMatch(new RegExp(`${story.plan.hero.name}(?: the \\w+)? and (?:the )?\\w+ \\w+`));
      expect(text).not.toMatch(FORMULA);
      // The one helped is in the story and thanks the hero at the end.
      expect(text).toContain(helped);
      expect(story.paragraphs[5]).toMatch(/[Tt]hank/);
    }
    expect(told).toBeGreaterThan(0);
  });

  it('tells every wish to help with the jobs of a place by its jobs, never as a quest with an unsaid muddle', () => {
    for (const prompt of [
      'Kiki the cat helps clean the house',
      'A little red tractor who helps on the farm',
      'Mia helps tidy up',
    ])
      for (const seed of [1, 2, 3]) {
        const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        expect(story.plan.shape, `${prompt} ${seed}`).toBe('helping');
        expect(story.paragraphs.join(' ')).not.toMatch(FORMULA);
      }
  });

  it('asks for help where the place says, not from a hiding place', () => {
    for (const seed of [1, 2, 3, 4]) {
      const text = writeStoryDetailed({ prompt: 'Lily helps Grandpa in the garden', seed, paragraphs: 6 }).paragraphs.join(' ');
      expect(text).not.toMatch(/waved to .* from (?:under|inside|behind|between)/);
    }
  });

  it('has someone of the place ask, when the idea names no one: the farmer on the farm', () => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt: 'A little red tractor who helps on the farm', seed, paragraphs: 6 });
      if (story.plan.shape === 'helping') expect(story.plan.guide.kind.word).toBe('farmer');
    }
  });

  it('every place has enough jobs, and jobs that go wrong', () => {
    for (const setting of ['garden', 'kitchen', 'home', 'farm', 'market', 'beach', 'library', 'school', 'desert'] as const) {
      const place = helpPlaceOf(setting);
      expect(place.jobs.length).toBeGreaterThanOrEqual(5);
      expect(place.jobs.filter((j) => j.oops).length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('helping someone at their work', () => {
  it.each([
    ['A little robot helps the farmer', 'farm'],
    ['Ana helps the zookeeper', 'zoo'],
    ['Sam helps the librarian', 'library'],
    ['A puppy helps the teacher', 'school'],
  ])('%s: is told where they work (%s)', (prompt, setting) => {
    for (const seed of [1, 2]) expect(writeStoryDetailed({ prompt, seed, paragraphs: 6 }).plan.setting).toBe(setting);
  });
});
