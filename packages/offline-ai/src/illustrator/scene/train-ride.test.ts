import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const mia: HeroCue = { kind: 'girl', name: 'Mia', fixed: true };
const onTheRide = { place: 'train' as const, cast: [] };

describe('a train ride', () => {
  it('is drawn in the carriage, the child sat at its window, the cows out in the fields', () => {
    const window = readScene(
      'Dad read a little sign. "Steam trains burned coal to boil water." Mia sat by the window. Fields rushed by, and cows looked up from the grass as the train went past.',
      mia,
    );
    expect(window.setting).toBe('train');
    expect(window.characters[0]).toMatchObject({ name: 'Mia', pose: 'sit' });
    // (No cow in the carriage, no second train with a driver beside it.)
    expect(window.characters.map((c) => c.kind)).not.toContain('cow');
    expect(window.characters.map((c) => c.kind)).not.toContain('bus-driver');
    expect(window.things.map((t) => t.icon)).not.toContain('train');
    expect(readScene('Mia and Grandma sat on the train and shared a sandwich.', mia).setting).toBe('train');
  });

  it('keeps the train for a page of the ride that names no place, or only its carriage', () => {
    expect(readScene('Then a man came along the carriage. "Tickets, please!" he said.', mia, '', onTheRide).setting).toBe(
      'train',
    );
    expect(readScene('Mia found them in her pocket. The man clipped them, click!', mia, '', onTheRide).setting).toBe('train');
    expect(readScene('Then the train stopped in the middle of a field. "Why have we stopped?" asked Mia.', mia).setting).toBe(
      'train',
    );
  });

  it('is not the carriage before the ride, at the station, or in a horse-drawn carriage', () => {
    expect(readScene('"I wish I could go on a real train," said Mia in her bedroom.', mia).setting).toBe('bedroom');
    expect(readScene('The station was big and echoey. Mia checked the tickets.', mia, '', onTheRide).setting).toBe('station');
    expect(readScene('Cinderella stepped into the golden carriage, and the horses trotted off.', mia).setting).not.toBe('train');
    expect(readScene('Mia put a wheel onto a toy train in her bedroom.', mia).setting).toBe('bedroom');
    expect(readScene('Mia watched the cows in the field as the tractor went past.', mia).setting).not.toBe('train');
  });
});
