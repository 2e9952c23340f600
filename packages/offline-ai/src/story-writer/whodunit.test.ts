import { describe, expect, it } from 'vitest';
import { understandIdea } from '../language/index.js';
import { writeStoryDetailed } from './story-writer.js';
import { whodunitOf } from './whodunit.js';
import { CULPRITS } from './world/whodunits.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('who took it ("Who ate all the cookies?")', () => {
  it.each([
    ['Who ate all the cookies?', 'ate', 'cookies', null, 'food'],
    ["Who took Grandma's glasses?", 'took', 'glasses', 'Grandma', 'shiny'],
    ['Who ate the strawberries in the garden?', 'ate', 'strawberries', null, 'garden food'],
    ['The case of the missing cake', 'took', 'cake', null, 'food'],
    ['Who stole my teddy?', 'stole', 'teddy', null, 'soft'],
    ['Mia finds out who ate her sandwich', 'ate', 'sandwich', null, 'food'],
  ])('%s is read as a whodunit: %s the %s', (prompt, verb, noun, owner, taken) => {
    expect(whodunitOf(understandIdea(prompt))).toMatchObject({ verb, noun, owner, taken });
  });

  it('is no whodunit where nothing was taken', () => {
    for (const prompt of ['A dog who loves cookies', 'Who is the tallest animal?', 'Mia bakes cookies with Grandma'])
      expect(whodunitOf(understandIdea(prompt))).toBeUndefined();
  });

  it.each([
    'Who ate all the cookies?',
    "Who took Grandma's glasses?",
    'Who ate the strawberries in the garden?',
    'Who stole my teddy?',
  ])('%s: gone, two clues and two who were elsewhere, the culprit caught only at the end', (prompt) => {
    for (const seed of [1, 2, 3, 4]) {
      const { paragraphs, plan, title } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      const culprit = plan.friend!;
      const noun = plan.whodunit!.noun;
      expect(plan.shape, at).toBe('mystery');
      // A child of the family finds out: never Grandma, whose glasses they are, nor the teddy that is gone.
      expect(plan.hero.kind.human && plan.hero.kind.group !== 'family', at).toBe(true);
      expect(paragraphs[0], at).toContain(noun);
      expect(paragraphs[0], at).toMatch(/gone|got there first/);
      expect(paragraphs[0], at).toMatch(/\?"/);
      // The suspects asked were elsewhere; the culprit is not named until caught.
      expect(paragraphs.slice(1, 3).join(' '), at).toMatch(/Not me|It was not|But /);
      for (const p of paragraphs.slice(0, 4)) expect(p, at).not.toContain(culprit.name);
      expect(paragraphs[4], at).toContain(culprit.name);
      expect(title, at).toMatch(new RegExp(noun, 'i'));
      expect(paragraphs.join(' '), at).not.toMatch(/\b(?:friendship|went all wrong|Learns About)\b/);
    }
  });

  it('the culprit fits what was taken and where: no rabbit takes glasses, no magpie eats cake', () => {
    const seen = new Map<string, Set<string>>();
    for (const prompt of ["Who took Grandma's glasses?", 'Who ate the carrots in the garden?', 'Who ate all the cookies?'])
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const plan = told(prompt, seed).plan;
        const culprit = plan.whodunit!.culprit;
        expect(culprit.takes, `${prompt} (seed ${seed})`).toContain(plan.whodunit!.taken);
        seen.set(prompt, (seen.get(prompt) ?? new Set()).add(culprit.called ?? culprit.kind));
      }
    // The seed chooses among those that fit.
    for (const [prompt, culprits] of seen) expect(culprits.size, prompt).toBeGreaterThan(1);
  });

  it('every culprit has two clues of each kind, and lines short enough for a shorter telling', () => {
    for (const culprit of CULPRITS) {
      expect(culprit.clue1.length + culprit.clue2.length).toBeGreaterThanOrEqual(4);
      for (const line of [...culprit.clue1, ...culprit.clue2, ...culprit.thinks, ...culprit.caught, ...culprit.after])
        for (const sentence of line.replace(/^\[!?\w+\]\s*/, '').split(/(?<=[.!?]"?)\s+/))
          expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(13);
    }
  });
});
