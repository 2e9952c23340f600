import { test as base, expect } from './fixtures.js';

/**
 * fixtures.ts with moderation off: a public story is public at once, so reader journeys need no
 * admin to approve what they read.
 */
export const test = base.extend({ serverEnv: [{ MODERATION: 'off' }, { scope: 'worker' }] });

export { expect };
