import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { jobsFor, workPlaceOf } from './world/helping-jobs.js';
import { kindByWord } from '../language/index.js';

/** A worker's own day, with the place's setting and the kind of the one who works beside them. */
const IDEAS: readonly [string, string][] = [
  ["Farmer Joe's busy morning", 'farm'],
  ['Farmer Joe helps on the farm', 'farm'],
  ["Baker Ben's busy day", 'bakery'],
  ['A busy day for Zookeeper Zara', 'zoo'],
  ["The librarian's busy day", 'library'],
  ["Doctor Kate's busy day", 'hospital'],
  ["Dr Sam's busy morning", 'hospital'],
  ['A busy day for Doctor Priya', 'hospital'],
  ['Dr Sam has a busy morning', 'hospital'],
  ['Postman Pete', 'city'],
  ['Pete the postman has a busy day', 'city'],
  ['Fiona the firefighter', 'city'],
  ['A bus driver called Ben', 'city'],
  ['Officer Jones the police officer', 'city'],
  ['The lighthouse keeper', 'beach'],
  ['The zoo keeper', 'zoo'],
  ["The lighthouse keeper's busy day", 'beach'],
  ["The zoo keeper's busy day", 'zoo'],
];

/** Lines of a day out or of help asked by someone else: the worker is never taken there, nor asked to help. */
const NOT_THEIRS =
  /\btook \w+ .*to the|Could you help|Would you like to help|I’ll help you|so many jobs .* only one of me!" sighed/i;

describe('a worker’s own busy day', () => {
  it.each(IDEAS)(
    '%s: the jobs of their own place, one put right with whoever works beside them, tired and proud',
    (prompt, setting) => {
      for (const seed of [1, 2, 3]) {
        const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        const text = story.paragraphs.join(' ');
        expect(story.plan.setting, `${prompt} [${seed}]`).toBe(setting);
        expect(text, `${prompt} [${seed}]`).not.toMatch(NOT_THEIRS);
        const mate = story.plan.friend!.name;
        // (Jobs of the place's own table, one of them gone wrong and put right together.)
        const jobs = jobsFor(workPlaceOf(story.plan.hero.kind)!, story.plan.hero.kind).filter((j) => text.includes(j.mark));
        expect(jobs.length, `${prompt} [${seed}]: ${text}`).toBeGreaterThanOrEqual(4);
        expect(text).toMatch(new RegExp(`${story.plan.hero.name} and ${mate} `));
        expect(story.paragraphs[0]).toMatch(/up before the sun|up with the birds/);
        expect(story.paragraphs[5]).toMatch(/tired and proud/);
        expect(story.title).not.toMatch(/Helps|Visits/);
      }
    },
  );

  it('is no day of its own for a child helping there, nor for a worker whose idea wishes something else', () => {
    expect(writeStoryDetailed({ prompt: 'Mia helps on the farm', seed: 1, paragraphs: 6 }).paragraphs.join(' ')).not.toMatch(
      /up before the sun|up with the birds/,
    );
    const found = writeStoryDetailed({ prompt: 'Farmer Joe finds a lost lamb', seed: 1, paragraphs: 6 });
    expect(found.plan.goal.type).toBe('find');
  });

  it('has the doctor make a child with a sore tummy better, with a nurse beside them', () => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt: "Doctor Kate's busy day", seed, paragraphs: 6 });
      const text = story.paragraphs.join(' ');
      expect(story.plan.friend!.kind).toBe(kindByWord('nurse'));
      expect(text).toMatch(/sore tummy/);
      expect(text).not.toMatch(/skipped home/);
    }
  });

  it('is no doctor’s day for a child helping at the hospital', () => {
    const text = writeStoryDetailed({ prompt: 'Mia helps at the hospital', seed: 1, paragraphs: 6 }).paragraphs.join(' ');
    expect(text).not.toMatch(/stethoscope|sore tummy|up before the sun/);
  });

  it('has the jobs of the postman’s, firefighter’s and bus driver’s own day, never a trip to explore the city', () => {
    const JOBS: readonly [string, RegExp][] = [
      ['Postman Pete', /\b(?:letters|letterboxes|parcel|post box)\b/],
      ['Fiona the firefighter', /\b(?:fire engine|hose|ladder|fire station)\b/],
      ['A bus driver called Ben', /\b(?:bus|tickets|first stop)\b/],
    ];
    for (const [prompt, jobs] of JOBS)
      for (const seed of [1, 2]) {
        const text = writeStoryDetailed({ prompt, seed, paragraphs: 6 }).paragraphs.join(' ');
        expect(text, prompt).toMatch(jobs);
        expect(text, prompt).not.toMatch(/\bexplor/);
      }
  });

  it('has the sheepdog beside the farmer', () => {
    const story = writeStoryDetailed({ prompt: "Farmer Joe's busy morning", seed: 1, paragraphs: 6 });
    expect(story.plan.friend!.kind).toBe(kindByWord('dog'));
    expect(story.paragraphs[0]).toMatch(/the sheepdog/);
  });
});

describe('whoever works beside a worker on their own day', () => {
  it('is never of the worker’s own job: a bus driver’s day has no second bus driver', () => {
    const ideas = [
      'A bus driver called Bob',
      'A firefighter called Fern',
      'Pat the postman',
      'A baker named Ben',
      "Doctor Kate's busy day",
      "Farmer Joe's busy morning",
    ];
    for (const prompt of ideas)
      for (const seed of [1, 2, 3]) {
        const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        const { hero, friend } = story.plan;
        expect(friend?.kind, `${prompt} [${seed}]`).not.toBe(hero.kind);
        expect(story.paragraphs[0], `${prompt} [${seed}]`).not.toMatch(new RegExp(`\\bthe ${hero.kind.word} was there`));
      }
  });
});
