import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const omar: HeroCue = { kind: 'boy', name: 'Omar', fixed: true };
const inPark = { place: 'park' as const, cast: [] };
const kite = (paragraph: string) =>
  readScene(paragraph, omar, "Omar's kite gets stuck in a tree", inPark).things.find((t) => t.icon === 'kite');

describe('a kite caught in a tree', () => {
  it('is up in the tree, not flying beside it, until it comes down', () => {
    expect(kite('Then a big gust pulled the kite down into a tall tree. It was stuck in the branches!')?.inTree).toBe(true);
    expect(kite('The kite was caught up in the old oak tree. Omar could not reach it.')?.inTree).toBe(true);
    expect(kite('The park keeper reached up with a long pole. Down came the kite, safe and sound!')?.inTree).toBeFalsy();
    expect(kite('Omar ran into the wind, and the kite rose up over the trees.')?.inTree).toBeFalsy();
  });

  it('is in the arms once got back and hugged, not up on its string', () => {
    expect(kite('Down came the kite, safe and sound! Omar hugged the kite tight, smiling from ear to ear.')?.held).toBe(true);
    expect(kite('The kite swooped and looped. Omar held the string tight and laughed.')?.held).toBeFalsy();
  });
});

describe('a kite come down', () => {
  it('lies on the grass of the park, off its string, until it flies again', () => {
    const page = (paragraph: string) => readScene(paragraph, omar, 'Flying a kite', inPark);
    const flopped = page('Then the wind dropped, all at once. The kite flopped down onto the grass.');
    expect(flopped.setting).toBe('park');
    expect(flopped.things.find((t) => t.icon === 'kite')).toMatchObject({ grounded: true, held: false });
    expect(kite('Then the string got into a terrible tangle, and the kite crashed down.')?.grounded).toBe(true);
    expect(kite('Soon the kite was flying again, high over the trees.')?.grounded).toBeFalsy();
  });
});
