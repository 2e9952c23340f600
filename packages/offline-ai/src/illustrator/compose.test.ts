import { describe, expect, it } from 'vitest';
import { composeScene } from './compose.js';
import { hasIcon } from './icon-set.js';
import { heroSpot } from './layout.js';
import { createLook } from './looks.js';
import { createPaint } from './paint.js';
import { planScene } from './plan.js';
import { random } from './random.js';
import { BACKDROPS } from './scenery/backdrops.js';
import { SETTINGS } from './settings.js';

const plan = (paragraph: string, seed = 1) =>
  planScene({ paragraph, seed, avatar: false, style: 'anime', visualPrompt: 'a girl' });

describe('scene composition', () => {
  it.each(SETTINGS)('%s: a whole SVG picture without any text, its typical things real icons', (setting) => {
    const look = createLook('pixar', 0, null, { pastel: false, bright: false, dark: false, magic: false, watercolour: false });
    const backdrop = BACKDROPS[setting](createPaint(random(1), look), { time: 'day', accent: null, heroSide: 'L' });
    for (const icon of [...backdrop.defaults, ...backdrop.shows]) expect(hasIcon(icon), icon).toBe(true);
    expect(backdrop.horizon).toBeGreaterThan(400);

    const { svg } = composeScene({ ...plan('They smiled.'), setting }, null);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/<text|<tspan|NaN|undefined/);
  });

  it('places the named things, with nothing in front of the hero covering it', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const scene = plan('A camel, a dog and a cactus rested in the desert near a palm tree.', seed);
      const { placed } = composeScene(scene, null);
      const icons = placed.map((t) => t.icon);
      expect(icons).toEqual(expect.arrayContaining(['camel', 'dog', 'cactus', 'palm-tree']));
      const spot = heroSpot(scene.book.side, { horizon: 610, floor: 'land' } as never);
      for (const t of placed.filter((t) => t.y > spot.y)) {
        const overlapX = Math.min(t.x + t.size * 0.45, spot.box.x1) - Math.max(t.x - t.size * 0.45, spot.box.x0);
        expect(overlapX, `${t.icon} in front of the hero`).toBeLessThan(t.size * 0.1);
      }
    }
  });

  it('draws far things smaller than near ones', () => {
    const { placed } = composeScene(plan('Two cows stood in the field with some sheep, a pig and a goat.', 3), null);
    const grounded = placed.filter((t) => t.grounded).sort((a, b) => a.y - b.y);
    expect(grounded.length).toBeGreaterThan(2);
    for (let i = 1; i < grounded.length; i += 1) {
      // Scale per unit of life size grows with nearness.
      expect(grounded[i]!.y).toBeGreaterThanOrEqual(grounded[i - 1]!.y);
    }
    const cow = grounded.find((t) => t.icon === 'cow');
    expect(cow && cow.size).toBeGreaterThan(60);
  });

  it('embeds the avatar image as the hero’s head', () => {
    const scene = planScene({ paragraph: 'They played.', seed: 1, avatar: true, style: 'ghibli' });
    const { svg } = composeScene(scene, { dataUrl: 'data:image/png;base64,AAAA', skin: '#e0b090' });
    expect(svg).toContain('<image href="data:image/png;base64,AAAA"');
    expect(svg).toMatch(/<clipPath id="d\d+"><circle/);
  });
});
