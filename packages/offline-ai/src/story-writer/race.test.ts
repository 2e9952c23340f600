import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { RACE_TO, RACE_TROUBLES, raceTroublesAt } from './world/races.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('a race between two ("Two rabbits race to the top of the hill")', () => {
  it.each([
    ['Two rabbits race to the top of the hill', 'the top of the hill'],
    ['Mia and Leo race to the park gate', 'the park gate'],
    ['Two snails have a race', null],
    ['Tom races his sister to the swings', 'the swings'],
  ])('%s: the challenge, ready-steady-go, a trouble of the course, a close finish, friends after', (prompt, to) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      const text = paragraphs.join(' ');
      expect(plan.race, at).toBeDefined();
      expect(plan.friend, at).not.toBeNull();
      // The two race each other: the rival is in the race from the challenge to the finish.
      const friend = plan.friend!.name;
      expect(paragraphs[0], at).toMatch(/"(?:Race you to|I bet I can get to)/);
      expect(paragraphs[0], at).toContain(friend);
      expect(paragraphs[1], at).toMatch(/\bGO!/);
      expect(paragraphs[4], at).toContain(to ?? plan.race!.to ?? 'the');
      if (to) expect(text, at).toContain(`to ${to}`);
      expect(paragraphs[5], at).toContain(friend);
      // Never a contest with a ribbon, a stranger who helps, or a friend who only peeks.
      expect(text, at).not.toMatch(/\b(?:ribbon|contest|peek)\b/i);
      expect(text, at).not.toContain(plan.guide.name);
    }
  });

  it('the other is who the idea says: "Tom and his sister Daisy"', () => {
    const texts = [1, 2, 3].map((seed) => told('Tom races his sister to the swings', seed).paragraphs[0]);
    expect(
      texts.some((text) => /\bTom and his sister \w+/.test(text!)),
      texts.join('\n'),
    ).toBe(true);
  });

  // Where the race goes stays in view (the top of the hill is near, still to get to, sat at after); two of one kind are
  // 'the two rabbits', so the hero is not 'Tansy the rabbit' on every page.
  it.each([
    'Two rabbits race to the top of the hill',
    'Two rabbits race',
    'Two mice race to the flowerpot',
    'Two snails have a race',
  ])('%s: the goal kept in view, the hero called by kind only now and then', (prompt) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      const to = plan.race!.to ?? RACE_TO[plan.setting] ?? 'the big tree';
      const place = to.split(' ').at(-1)!;
      const kept = paragraphs.filter((p) => new RegExp(`\\b${place}\\b`).test(p)).length;
      expect(kept, at).toBeGreaterThanOrEqual(4);
      const byKind = paragraphs.join(' ').match(new RegExp(`\\b${plan.hero.name} the ${plan.hero.kind.word}\\b`, 'g')) ?? [];
      expect(byKind.length, at).toBeLessThanOrEqual(4);
      expect(paragraphs.join(' '), at).toMatch(new RegExp(`The two ${plan.hero.kind.plural}`));
      // Never 'said the rabbit' alone, where either rabbit could have said it.
      const text = paragraphs.join(' ');
      const bare = (text.match(new RegExp(`\\bthe ${plan.hero.kind.word}\\b`, 'gi')) ?? []).length;
      const named = [plan.hero.name, plan.friend!.name].reduce(
        (n, who) => n + (text.match(new RegExp(`\\b${who} the ${plan.hero.kind.word}\\b`, 'g')) ?? []).length,
        0,
      );
      expect(bare, at).toBe(named);
    }
  });

  it("a rabbit with a pet name heard as a girl's is she", () => {
    const { plan, paragraphs } = told('Two rabbits race', 1);
    expect(plan.hero.name).toBe('Tansy');
    expect(plan.hero.pronoun).toBe('she');
    expect(paragraphs.join(' ')).not.toMatch(/Tansy[^.]* as fast as he could/);
  });

  it('a snail goes slowly, and a child runs', () => {
    expect(told('Two snails have a race', 1).paragraphs[1]).toMatch(/very, very slowly/);
    expect(told('Mia and Leo race to the park gate', 1).paragraphs[1]).toMatch(/\bran\b/);
  });

  it('a race to be won is still a contest, and the tortoise and the hare is the old tale', () => {
    for (const prompt of [
      'Sam wants to win the running race at sports day',
      'A sleepy sloth called Nuno who wants to win the jungle race',
    ])
      expect(told(prompt, 1).plan.race, prompt).toBeUndefined();
    const tale = told('The tortoise and the hare have a race', 1);
    expect(tale.plan.race).toBeUndefined();
    expect(tale.paragraphs.join(' ')).toMatch(/Slow and steady wins the race/);
  });

  it('every course has a trouble, and a stream is met only where one runs', () => {
    for (const setting of ['garden', 'park', 'mountain', 'beach', 'city'] as const)
      expect(raceTroublesAt(setting).length, setting).toBeGreaterThan(1);
    expect(raceTroublesAt('city').map((t) => t.id)).not.toContain('stream');
    expect(new Set(RACE_TROUBLES.map((t) => t.id)).size).toBe(RACE_TROUBLES.length);
  });
});
