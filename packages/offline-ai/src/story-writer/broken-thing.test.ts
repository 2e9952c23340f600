import { describe, expect, it } from 'vitest';
import { writeStory, writeStoryDetailed } from './story-writer.js';

const story = (prompt: string, seed: number) => writeStory({ prompt, paragraphs: 6, seed });

/** Each idea of one's own thing broken, what is found wrong, who knows how, and how it is used again. */
const OWN: readonly (readonly [string, RegExp, RegExp, RegExp])[] = [
  ['A witch whose broom is broken', /\bbroom\b.*\b(?:tangle|snapped)\b/, /\bwizard\b/, /\bflew\b.*\brooftops\b/],
  ["Tom's bike is broken", /\btyre was\b.*\bflat\b/, /\bGrandpa\b/, /\brode\b/],
  ["Ben's bike chain came off", /\bchain\b|\bpedals spun\b/, /\bGrandpa\b/, /\brode\b/],
  ['The robot with a broken arm', /\barm\b/, /\bscientist\b/, /\barms?\b/],
  ['Mia and Grandpa fix the broken tractor', /\btractor\b/, /\bGrandpa\b/, /\btractor\b/],
  ["Grandpa's old tractor won't start", /\btractor\b/, /\bGrandpa\b/, /\btractor\b/],
  ["Dad's car won't start", /\bcar\b.*\b(?:click|quiet)\b/, /\bDad\b/, /\bdrove\b/],
];

describe('one of the family’s machines that will not go', () => {
  it('is a child’s day mending it with them, never the grown-up helping it learn to start', () => {
    for (const prompt of ["Grandpa's old tractor won't start", "Dad's car won't start", "Mum's old van broke down"])
      for (const seed of [1, 2, 3]) {
        const detailed = writeStoryDetailed({ prompt, paragraphs: 6, seed });
        const text = detailed.paragraphs.join(' ');
        expect(detailed.plan.hero.kind.human && detailed.plan.hero.kind.group, prompt).toBe('child');
        expect(text, prompt).toMatch(/\b(?:Grandpa|Dad|Mum)\b/);
        expect(text, prompt).not.toMatch(/\blearn to start\b|\bmechanic\b|\bhelp (?:his|her|their) (?:tractor|car|van)\b/);
      }
  });

  it('leaves a car that is the hero its own trouble, mended by the mechanic', () => {
    const text = story("The car that wouldn't start", 1).paragraphs.join(' ');
    expect(text).toMatch(/\bmechanic\b/);
  });
});

describe('a thing of one’s own broken', () => {
  for (const [prompt, wrong, knows, again] of OWN)
    for (const seed of [1, 2])
      it(`${prompt} (seed ${seed}): found out, tries fail, one who knows shows how, used again`, () => {
        const { paragraphs } = story(prompt, seed);
        expect(paragraphs[0]).toMatch(wrong);
        expect(paragraphs[3]).toMatch(knows);
        expect(paragraphs[4]).toMatch(/\bTogether\b|\btogether\b/);
        expect(paragraphs[5]).toMatch(again);
        // Not told as a walk, a making story or a day exploring.
        expect(paragraphs.join(' ')).not.toMatch(/\b(?:top of the hill|drew a plan|sticky tape|fell apart|explor\w*)\b/);
      });

  it('is titled by its hero and what is mended, with the hero’s own pronoun', () => {
    const titles = [1, 2, 3, 4].map(
      (seed) => writeStoryDetailed({ prompt: 'A witch whose broom is broken', paragraphs: 6, seed }).title,
    );
    expect(titles.some((t) => / Mends Her Broom$/.test(t))).toBe(true);
    const robot = story('The robot with a broken arm', 1).paragraphs.join(' ');
    expect(robot).toMatch(/\bits arm\b/);
    expect(robot).not.toMatch(/\b(?:his|her) arm\b/);
  });
});

describe('something of someone else’s broken: an honesty story', () => {
  for (const prompt of ["Lily breaks Mum's favourite vase", "Sam broke his sister's toy"])
    for (const seed of [1, 2])
      it(`${prompt} (seed ${seed}): the crash, hiding it, the truth told, not cross, mended together`, () => {
        const { title, paragraphs } = writeStoryDetailed({ prompt, paragraphs: 6, seed });
        const text = paragraphs.join(' ');
        expect(paragraphs[0]).toMatch(/\b(?:CRASH|SMASH|CRACK|Snap)\b/);
        expect(paragraphs.slice(1, 3).join(' ')).toMatch(/\b(?:hid|under the (?:rug|bed)|tummy)\b/);
        expect(paragraphs[3]).toMatch(/\bI broke\b/);
        expect(paragraphs[4]).toMatch(/\bnot cross\b|\bThank you for telling me\b/);
        expect(paragraphs[4]).toMatch(/\bglued\b|\bmended\b/);
        expect(title).toMatch(/\bTells the Truth\b|\bBroken (?:Vase|Toy)\b/);
        // Not a making story, nor a girl who loves vases.
        expect(text).not.toMatch(/\b(?:loved vases|paper, paint and glue|a breeze blew|owl)\b/);
      });

  it('tells Mum, whose vase it was, not a friend met by chance', () => {
    const paragraphs = story("Lily breaks Mum's favourite vase", 1).paragraphs;
    expect(paragraphs[3]).toMatch(/\bMum (?:heard \w+ and )?came in\b/);
    expect(paragraphs.join(' ')).not.toMatch(/\bpeek at\b/);
  });
});
