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

describe('a pony, a pet said plainly, a pet for a birthday, a pet who talks, a pet a grown-up says no to', () => {
  it('Lily has a pony: a day at the stable, brushing, hay, riding and the muddy field', () => {
    for (const prompt of ['Lily has a pony', 'A girl who wants a pony'])
      for (const seed of SEEDS) {
        const { paragraphs, plan } = tell(prompt, seed);
        const text = paragraphs.join('\n');
        expect(plan.setting, `${prompt} ${seed}`).toBe('farm');
        expect(plan.friend?.relation, `${prompt} ${seed}`).toBe('pet');
        expect(text, `${prompt} ${seed}`).toMatch(/\bstables?\b/);
        expect(text, `${prompt} ${seed}`).toMatch(/\b(?:hay|brushed|rode|mane|straw|field)\b/);
        expect(text, `${prompt} ${seed}`).not.toMatch(STOCK);
      }
  });

  it('My puppy Max: the child’s day with Max the puppy, never the puppy building a den', () => {
    for (const seed of SEEDS) {
      const { paragraphs, plan } = tell('My puppy Max', seed);
      expect(plan.hero.kind.human, `${seed}`).toBe(true);
      expect(plan.friend?.name, `${seed}`).toBe('Max');
      expect(paragraphs.join('\n'), `${seed}`).not.toMatch(/\bden\b/);
    }
  });

  it('A puppy for my birthday: the birthday is kept, and the puppy is the present', () => {
    for (const seed of SEEDS) {
      const { paragraphs, plan } = tell('A puppy for my birthday', seed);
      const text = paragraphs.join('\n');
      expect(plan.hero.kind.human, `${seed}`).toBe(true);
      expect(text, `${seed}`).toMatch(/\bbirthday\b/);
      expect(text, `${seed}`).toMatch(/\bpuppy\b/);
    }
  });

  it('A dog who can talk: a child’s dog with a secret, never a quest "to talk"', () => {
    for (const seed of SEEDS) {
      const text = tell('A dog who can talk', seed).paragraphs.join('\n');
      expect(text, `${seed}`).toMatch(/\bsecret\b/);
      expect(text, `${seed}`).not.toMatch(/\bto talk\b|\btalking (?:went|again|at last)\b/);
    }
  });

  it('Mia wants a kitten but Mum says no: the story turns on the no, and Mum is won round fairly', () => {
    expect(understandIdea('Mia wants a kitten but Mum says no').goal?.phrase).toBe(
      'show Mum a kitten would be well looked after',
    );
    for (const seed of SEEDS) {
      const text = tell('Mia wants a kitten but Mum says no', seed).paragraphs.join('\n');
      expect(text, `${seed}`).toMatch(/Mum said(?:,)? "?no|said no/i);
      expect(text, `${seed}`).toMatch(/\bready\b|\bcan come home\b/);
      expect(text, `${seed}`).not.toMatch(/\bshow(?:ing|ed)? Mum a kitten\b/);
    }
  });
});

describe('the class pet at home for the weekend', () => {
  const ideas = [
    ['The class hamster comes home for the weekend', /\b(?:cage|wheel|seeds)\b/],
    ['Mia brings the class guinea pig home for the weekend', /\b(?:hay|pen|fur|carrot)\b/],
    ['Looking after the class fish', /\b(?:water|bowl|flakes|glass)\b/],
    ['Tom takes the class rabbit home', /\b(?:hay|hutch|pen|carrot)\b/],
  ] as const;
  it.each(ideas.flatMap(([prompt, jobs]) => [1, 2, 3].map((seed) => [prompt, jobs, seed] as const)))(
    '%s: a special job from the teacher, its real jobs at home, back to school on Monday (seed %i)',
    (prompt, jobs, seed) => {
      const { plan, paragraphs } = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      expect(plan.setting).toBe('home');
      expect(paragraphs[0]).toMatch(/\bclass\b/);
      expect(paragraphs.slice(1, 5).join(' ')).toMatch(jobs);
      expect(paragraphs[5]).toMatch(/\bMonday\b/);
      expect(paragraphs.join(' ')).not.toMatch(/\blook(?:ing)? the\b|explore|wish/);
    },
  );
});
