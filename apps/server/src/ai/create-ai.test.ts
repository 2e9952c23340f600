import { CARTOON_STYLES } from '@storybook/contract';
import { samplePhoto } from '@storybook/offline-ai/testing';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.js';
import { createAi } from './create-ai.js';

describe('createAi', () => {
  it('uses the offline cartoonist by default', async () => {
    const ai = createAi(loadConfig({}));
    const made = await ai.cartoonist.cartoonify(await samplePhoto({ width: 256, height: 256 }));
    expect(made.map((a) => a.style)).toEqual(CARTOON_STYLES.map((s) => s.id));
  });
});
