import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

/** Each idea, and words of its doing's first real move (pliés, a kick, a bow or a punch, bubbles or a float, a roll, middle C). */
const IDEAS: readonly [string, RegExp][] = [
  ["Bella's first ballet class", /\bpli|\b(?:toes|swan)\b/],
  ['Bella goes to ballet class', /\bpli|\b(?:toes|swan)\b/],
  ["Leo's first football practice", /\b(?:side of (?:your|his) foot|pass|dribbled|taps)\b/],
  ['Mia goes to her first karate lesson', /\b(?:bow|punch|kick)(?:ed)?\b|Hi-ya/],
  ["Sam's first swimming lesson", /\b(?:bubbles|float)\b/],
  ["Ava's first gymnastics class", /\b(?:roll|springy board)\b/],
  ['Noah has his first piano lesson', /\b(?:middle C|C, D and E)\b/],
  // (Each class of its own doing: the sticks and the count, the bow, a strum, a breath before singing, penguin steps.)
  ["Kai's first drum lesson", /\b(?:sticks|One, two, three, four)\b/],
  ["Maya's first violin lesson", /\b(?:bow|chin)\b/],
  ["Tom's first guitar lesson", /\b(?:strum|string)\b/],
  ["Priya's first choir practice", /\b(?:Breathe in deep|sang it back)\b/],
  ["Leo's first ice skating lesson", /\b(?:penguin steps|glide)\b/],
  ["Ella's first art class", /\b(?:brush|mix)\b/],
  ["Amy's first riding lesson", /\bwalk on\b/i],
  ["Noah's first cooking class", /\b(?:egg|stir)\b/],
  ["Sam's first football training", /\b(?:side of (?:your|his) foot|pass|dribbled|taps)\b/],
  ['Ollie goes to karate', /\b(?:bow|punch|kick)(?:ed)?\b|Hi-ya/],
  // (Classes of a few lines each: the racket, the soft fall, the beat, the bounce, the holds, the bat, the oval ball...)
  ["Leo's first tennis lesson", /\b(?:racket|net)\b/],
  ["Sam's first judo class", /\b(?:bow(?:ed)?|fall softly)\b/],
  ["Ava's first street dance class", /\b(?:beat|froze)\b/],
  ["Noah's first trampolining class", /\b(?:bounced|knees)\b/],
  ["Ella's first climbing lesson", /\bholds?\b/],
  ["Raj's first cricket practice", /\b(?:bat|bowl)\b/],
  ["Kai's first rugby practice", /\bball\b/],
  ["Zoe's first basketball practice", /\bbounce/],
  ["Mia's first recorder lesson", /\b(?:blow|played B)\b/],
  ["Finn's first yoga class", /\b(?:tree|cat)\b/],
  // (A class nobody wrote lines for is still a plain first class: a first try, copied from the teacher.)
  ["Omar's first fencing lesson", /\b(?:had a go|copied)\b/],
  ["Lily's first pottery class", /\b(?:had a go|copied)\b/],
];

describe('a first class of a doing', () => {
  for (const [prompt, move] of IDEAS)
    for (const seed of [1, 2, 3])
      it(`${prompt} (seed ${seed}): is told as the class, from the door to home`, () => {
        const { paragraphs, plan, title, tags } = told(prompt, seed);
        const text = paragraphs.join(' ');
        expect(plan.firstClass).toBeDefined();
        // Arriving: the first class said, and the new kit or the shy moment at the door.
        expect(paragraphs[0]).toContain(`first ${plan.firstClass}`);
        expect(plan.firstClass).toMatch(/^[a-z]+(?: [a-z]+)? (?:class|practice|lesson|training)$/);
        expect(paragraphs[0]).toMatch(/\b(?:new|tummy|hand tight|whispered)\b/);
        // The teacher welcomes the child by name, and another child is met.
        expect(paragraphs[1]).toMatch(new RegExp(`(?:You must be|Hello,) ${plan.hero.name}`));
        expect(paragraphs[1]).toMatch(/\b(?:girl|boy) called [A-Z][a-z]+/);
        // The first real move of the doing.
        expect(paragraphs[2]).toMatch(move);
        // The tricky bit goes wrong and is put right, then the proud moment and home, wanting to go again.
        expect(paragraphs[3]).toMatch(/"[^"]+"/);
        expect(paragraphs[4]).toMatch(/\b(?:At the end|proud|thumbs up|cheeks hurt)\b/);
        expect(paragraphs[5]).toMatch(/\b(?:home|next|again|car)\b/);
        // Never the stock quest: a stranger's greeting, walking about to no good, sitting down to think.
        expect(text).not.toMatch(/What brings|no good|to think about|Hi there|still wanted to/);
        // Never the classroom's stock sights: a class of a doing is had in its own room, hall, rink or stable.
        expect(text).not.toMatch(/desks|whiteboard|guinea pig|beanbags/);
        // Its title is the class, never 'Ollie Goes to School'.
        expect(title.toLowerCase()).toContain(plan.firstClass!);
        expect(tags).toContain(plan.activity!.id);
        expect(tags).not.toContain('school');
      });

  it('calls a class the idea names only by going by its usual name, and a lesson by what the idea says', () => {
    expect(told('Ollie goes to karate', 1).plan.firstClass).toBe('karate class');
    expect(told('Mia goes to ballet', 1).plan.firstClass).toBe('ballet class');
    expect(told("Kai's first drum lesson", 1).plan.firstClass).toBe('drum lesson');
    expect(told("Leo's first ice skating lesson", 1).plan.firstClass).toBe('ice skating lesson');
    // (A place the doing is had at is no class: the pool, the park.)
    expect(told('Mia goes to the swimming pool', 1).plan.firstClass).toBeUndefined();
  });

  it('a lesson had one child at a time has no crowd of other children to peep at', () => {
    for (const prompt of ["Kai's first drum lesson", "Maya's first violin lesson", 'Zara has her first piano lesson'])
      for (const seed of [1, 2, 3, 4, 5, 6]) expect(told(prompt, seed).paragraphs[0]).not.toMatch(/other children/);
  });

  it('keeps the telling of a doing with no class named', () => {
    for (const prompt of ['Leo learns to swim', 'Kai goes fishing with Grandpa', 'Grandma teaches me to knit'])
      expect(told(prompt, 1).plan.firstClass).toBeUndefined();
  });
});
