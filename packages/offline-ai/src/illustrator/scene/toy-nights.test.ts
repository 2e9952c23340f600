import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const teddy: HeroCue = { kind: 'teddy', name: 'Dot', fixed: true };
const doll: HeroCue = { kind: 'doll', name: 'Nutmeg', fixed: true };
const night = 'A teddy bear who comes alive at night';
const midnight = "Rosie's doll wakes up at midnight";
const who = (plan: ReturnType<typeof readScene>) => plan.characters.map((c) => `${c.kind}(${c.name ?? ''}) ${c.pose}`);

describe('toys that come alive at night', () => {
  it('puts the child who falls asleep to sleep, not the toy she hugged', () => {
    const plan = readScene(
      'The little girl yawned, gave Dot the teddy bear a hug and fell fast asleep. Tick, tock went the clock.',
      teddy,
      night,
    );
    expect(who(plan)).toEqual(['teddy(Dot) stand', 'girl() sleep']);
    expect(plan.setting).toBe('bedroom');
    expect(readScene('Rosie yawned, gave Nutmeg a hug and fell fast asleep.', doll, midnight).characters[1]).toMatchObject({
      name: 'Rosie',
      pose: 'sleep',
    });
  });

  it('draws a doll as a doll, not a girl', () => {
    const plan = readScene(
      'Nutmeg the doll cheered for the little red car. Muffin the teddy bear climbed out of the toy box.',
      teddy,
      night,
    );
    expect(who(plan)).toContain('teddy(Muffin) climb');
    expect(
      readScene('Sprout the doll climbed out of the toy box to join in.', teddy, night).characters.map((c) => c.kind),
    ).toContain('doll');
  });

  it('keeps the night and the bedroom for the music box and the tea party, until morning', () => {
    for (const paragraph of [
      'Then the music box played louder and louder. Ting-a-ling! The little girl stirred and rolled over. Dot the teddy bear held his breath.',
      'Dot the teddy bear shut the lid, quick as a wink. Every toy froze. The toys had a tea party on the rug, with tiny cups.',
      'The toys had a race of toy cars across the rug. Zoom! Dot cheered for the little red car.',
    ]) {
      const plan = readScene(paragraph, teddy, night);
      expect([plan.setting, plan.time], paragraph).toEqual(['bedroom', 'night']);
    }
    // (the child stirring is still asleep)
    expect(who(readScene('The little girl stirred and rolled over.', teddy, night))).toContain('girl() sleep');
    expect(readScene('Tick, tock. It was nearly morning! The toys tiptoed back to the shelf.', teddy, night).time).toBe(
      'morning',
    );
    // (a teddy's day out is by day)
    expect(readScene('One fine day, Dot the teddy bear went to the park with Dad.', teddy, 'A teddy goes to the park').time).toBe(
      'day',
    );
  });
});
