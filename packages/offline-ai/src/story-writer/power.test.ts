import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { POWERS } from './world/powers.js';
import { readScene } from '../illustrator/scene/read-scene.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('a special power ("Mia can talk to animals")', () => {
  it.each([
    ['Mia can talk to animals', 'animals', /\b(?:understood|talk to animals)\b/],
    ['The girl who talked to animals', 'animals', /\bunderstood\b/],
    ['A boy who can turn invisible', 'invisible', /\b(?:invisible|nobody there|see right through)\b/],
    ['A girl who can fly', 'fly', /\b(?:floating|floated|did not come down|could fly)\b/],
    ['A super strong girl', 'strong', /\b(?:super strong)\b/],
    ['Tom can shrink tiny', 'tiny', /\b(?:shrank|small as)\b/],
    ['A boy who can breathe underwater', 'underwater', /\bbreathe\b/],
    ['A cat who can fly', 'fly', /\bcould fly\b/],
  ])('%s: found and kept secret, fun, a muddle put right, used to help, bedtime', (prompt, power, found) => {
    const stories = [1, 2, 3].map((seed) => told(prompt, seed));
    stories.forEach(({ paragraphs, plan }, i) => {
      const at = `${prompt} (seed ${i + 1})`;
      expect(plan.power?.id, at).toBe(power);
      expect(paragraphs.slice(0, 1).join(' '), at).toMatch(found);
      expect(paragraphs[0], at).toMatch(/secret|tell nobody|Nobody must know/);
      expect(paragraphs[2], at).toMatch(/Oh no|Uh-oh/);
      expect(paragraphs[4], at).toMatch(/help|stuck|lost|fallen|caught|hiding|fell/i);
      expect(paragraphs[5], at).toMatch(/bedtime|night|asleep/i);
      // Had from the first page: never a quest that fails first, nor a wish to fly come true on a swing.
      expect(paragraphs.join(' '), at).not.toMatch(/went all wrong|Maybe we can|felt like flying|one big wish|had dreamed of/);
      expect(plan.educational, at).toBe(false);
    });
    // Two stories of one power never read the same.
    expect(new Set(stories.map((s) => s.paragraphs.join(' '))).size).toBeGreaterThan(1);
  });

  it('a flying child is up in the air on the pages where she flies', () => {
    const { paragraphs } = told('A girl who can fly', 2);
    expect(paragraphs[1]).toMatch(/\bflew\b/);
  });

  it.each([
    ["A bird who can't fly"],
    ['A girl who wants to fly'],
    ['A penguin who wants to fly'],
    ['A girl who wished she could fly'],
  ])('%s wishes for it and does not have it', (prompt) => {
    for (const seed of [1, 2]) expect(told(prompt, seed).plan.power, `${prompt} (seed ${seed})`).toBeUndefined();
  });

  it('a bird that can fly or a fish that breathes underwater has no special power', () => {
    expect(told('A bird who can fly', 1).plan.power).toBeUndefined();
    expect(told('A fish who can breathe underwater', 1).plan.power).toBeUndefined();
  });

  it('every line is short enough to be kept in a shorter telling', () => {
    for (const power of POWERS)
      for (const line of [
        ...power.found,
        ...power.secret,
        ...power.fun.flat(),
        ...power.muddle.flat(),
        ...power.good.flat(),
        ...power.night,
      ])
        for (const sentence of line.replace(/^\[child\]\s*/, '').split(/(?<=[.!?]"?)\s+/))
          expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(13);
  });
});

describe('a superhero ("A superhero called Max saves the city")', () => {
  const drawnAt = (prompt: string, paragraphs: readonly string[], name: string) => {
    const hero = { kind: 'child', name, fixed: true } as const;
    const first = readScene(paragraphs[0]!, hero, prompt);
    const place = first.placeNamed ? first.setting : null;
    return paragraphs.map((p, i) => (i === 0 ? first : readScene(p, hero, prompt, { place, cast: [] })));
  };

  it.each([
    'A superhero called Max saves the city',
    'Super Sam saves the day',
    'Mia is a superhero',
    'A superhero cat',
    'Bubbles, a superhero cat',
  ])(
    '%s: the cape and the hero name, two rescues, a trouble too big for the power, the city cheering, home for tea',
    (prompt) => {
      const stories = [1, 2, 3].map((seed) => told(prompt, seed));
      stories.forEach(({ paragraphs, plan }, i) => {
        const at = `${prompt} (seed ${i + 1})`;
        const name = plan.hero.name;
        expect(plan.power?.id, at).toBe('superhero');
        expect(plan.setting, at).toBe('city');
        expect(paragraphs[0], at).toMatch(/\bcape\b/);
        expect(paragraphs[0], at).toMatch(new RegExp(`\\b(?:Super|Mighty) ${name}\\b`));
        expect(paragraphs[1], at).toMatch(/kitten|balloon|hat|ice cream|kite|puppy/);
        expect(paragraphs[2], at).toMatch(/too big for|can’t do this alone/);
        expect(paragraphs[3], at).toMatch(/together|softly|hug/);
        expect(paragraphs[4], at).toMatch(/cheer|Thank you|Well done|Hooray/);
        expect(paragraphs[5], at).toMatch(/\btea\b|teatime/);
        // Every page names its hero, so it is drawn alone; no filler of a quest ('a big crowd filled the street').
        paragraphs.forEach((p, k) => expect(p, `${at} ¶${k + 1}`).toMatch(new RegExp(`\\b${name}\\b`)));
        expect(paragraphs.join(' '), at).not.toMatch(/went all wrong|filled the street|thought of saving|Super the\b/);
        // Nor a superhero friend the idea never had ('Mia is a superhero': Mia is the superhero).
        expect(plan.friend?.kind.word ?? null, at).not.toBe('superhero');
      });
      expect(new Set(stories.map((s) => s.paragraphs.join(' '))).size).toBe(3);
    },
  );

  // 'Bubbles, a superhero cat' is a cat in a cape: named by the idea, a cat on every page, never 'the superhero and the cat'.
  it.each(['Bubbles, a superhero cat', 'Bubbles the superhero cat'])('%s: the cat is the superhero', (prompt) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      expect(plan.hero.name, at).toBe('Bubbles');
      expect(plan.hero.kind.word, at).toBe('cat');
      expect(plan.hero.pronoun, at).not.toBe('they');
      const text = paragraphs.join(' ');
      expect(text, at).not.toMatch(/the superhero and the cat|friends with the cat|hands on hips/);
    }
  });

  it('"Super Sam" goes by his own hero name; "A superhero called Max" saves what the idea says', () => {
    expect(told('Super Sam saves the day', 1).paragraphs.join(' ')).toMatch(/\bSuper Sam\b/);
    const max = told('A superhero called Max saves the city', 1);
    expect(max.plan.goal.phrase).toBe('save the city');
  });

  it('a wish to be a superhero is still learned, not had', () => {
    const { plan } = told('A girl who wants to be a superhero', 1);
    expect(plan.power).toBeUndefined();
  });

  it.each([1, 2, 3])('pictures: the superhero is the hero, flying on the page that says so, in the city (seed %i)', (seed) => {
    const prompt = 'Super Sam saves the day';
    const { paragraphs, plan } = told(prompt, seed);
    const scenes = drawnAt(prompt, paragraphs, plan.hero.name);
    scenes.forEach((scene, k) =>
      expect(
        scene.characters.filter((c) => c.name && /\bSuper\b/.test(c.name)),
        `¶${k + 1}`,
      ).toEqual([]),
    );
    // The rescues, the trouble and the cheering are in the park or the city, never up in the sky.
    for (const k of [1, 2, 3, 4]) expect(['city', 'park'], `¶${k + 1}`).toContain(scenes[k]!.setting);
    if (/\bflew off\b/.test(paragraphs[0]!)) expect(scenes[0]!.characters[0]!.pose).toBe('fly');
  });
});
