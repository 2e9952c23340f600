import { describe, expect, it } from 'vitest';
import { understandIdea } from '../language/index.js';
import { writeStoryDetailed } from './story-writer.js';

const SEEDS = [1, 2, 3];
const tell = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });
/** A stock quest or a friend met on the way, never a pet's day. */
const STOCK =
  /\b(?:have|get|getting|having) a pet\b|\bfor a friend\b|I[’']m \w+, and I love|all alone too|hard(?:er)? than it looked/;

describe('a pet a child has, real or make-believe, is looked after at home as that kind of pet', () => {
  it.each([
    ['Zara has a pet dragon', 'dragon', /\b(?:peppers|scales|shed|smoke|soot)\b/, /\bsinged the birthday cake|stuck/],
    ['Leo has a pet dinosaur', 'dinosaur', /\b(?:leaves|paddling pool|scaly back|stomped)\b/, /\bfence|swing\b/],
    ['Ava has a pet unicorn', 'unicorn', /\b(?:mane|oats|ribbon|rode)\b/, /\bwashing line|flowers\b/],
    ['I have a pet dragon', 'dragon', /\b(?:peppers|scales|shed|smoke|soot)\b/, /\bsinged the birthday cake|stuck/],
    ['Zara has a pet puppy', 'puppy', /\b(?:lead|walk|brushed|dog food|ball|blanket)\b/, /\bcat|mud/],
    ["Mia's pet hamster", 'hamster', /\b(?:cage|bedding|seeds|tube|water bottle)\b/, /\bsofa|wheel\b/],
  ])('%s: its own jobs, and a trouble only it could make', (prompt, kind, jobs, trouble) => {
    for (const seed of SEEDS) {
      const { paragraphs, plan } = tell(prompt, seed);
      const text = paragraphs.join('\n');
      expect(plan.setting, `${seed}`).toBe('home');
      expect(plan.friend?.relation, `${seed}`).toBe('pet');
      expect(text, `${seed}`).toMatch(new RegExp(`\\b${kind}\\b`));
      expect(text, `${seed}`).toContain(plan.friend!.name);
      expect(text, `${seed}`).toMatch(jobs);
      expect(text, `${seed}`).toMatch(trouble);
      expect(text, `${seed}`).not.toMatch(STOCK);
    }
  });

  it('the idea reads the pet as the child’s, the wish to look after it', () => {
    expect(understandIdea('Zara has a pet dragon').goal?.phrase).toBe('look after {their} pet dragon');
    expect(understandIdea('Zara has a puppy').companions[0]?.relation).toBe('pet');
    // (A pet and somewhere to go keeps its own wish; a kitten coming home is welcomed.)
    expect(understandIdea('A girl and her pet dragon go to school').goal?.phrase).toBe('go to school');
    expect(understandIdea('Omar gets a new kitten').goal?.phrase).toBe('welcome {their} new kitten');
  });
});

describe('a pet a child wishes for is met honestly', () => {
  it.each([
    ['A boy who wants a pet dog', 'the animal rescue centre'],
    ['Tom wishes for a kitten', 'the animal rescue centre'],
    ['Kai wants a goldfish', 'the pet shop'],
    // (Whoever else the idea names, the day is the child's and the pet's.)
    ['Ella wants a puppy but Mum says no', 'the animal rescue centre'],
  ])('%s: one chosen at %s with a grown-up, and looked after', (prompt, at) => {
    for (const seed of SEEDS) {
      const { paragraphs, plan } = tell(prompt, seed);
      const text = paragraphs.join('\n');
      expect(plan.setting, `${seed}`).toBe('home');
      expect(text, `${seed}`).toContain(at);
      expect(text, `${seed}`).toContain(plan.friend!.name);
      expect(text, `${seed}`).not.toMatch(STOCK);
    }
  });

  it.each([
    ['A girl who wants a pet unicorn', 'unicorn'],
    ['Ruby wishes she had a pet dinosaur', 'dinosaur'],
    ['Sam wants a pet dragon', 'dragon'],
  ])('%s: a make-believe %s is made and played with, told as pretend, never found', (prompt, kind) => {
    for (const seed of SEEDS) {
      const { paragraphs, plan } = tell(prompt, seed);
      const text = paragraphs.join('\n');
      expect(plan.setting, `${seed}`).toBe('home');
      expect(text, `${seed}`).toMatch(/\b(?:pretend|made|make|glued|cardboard|only live in stories|long, long ago)\b/);
      expect(text, `${seed}`).toContain(plan.friend!.name);
      expect(text, `${seed}`).not.toMatch(new RegExp(`\\b(?:found|saw|met) (?:a|the) ${kind}\\b`));
      expect(text, `${seed}`).not.toMatch(STOCK);
    }
  });
});
