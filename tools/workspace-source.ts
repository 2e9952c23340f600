import { fileURLToPath } from 'node:url';

const at = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));

/**
 * Vitest aliases that run our workspace packages from their TypeScript source in every project,
 * never from whatever their dist/ last built. (The `@storybook/source` export condition covers
 * bundled code; tests run as SSR, where linked packages are loaded by Node from dist/.)
 */
export const workspaceSource = [
  { find: /^@storybook\/contract$/, replacement: at('packages/contract/src/index.ts') },
  { find: /^@storybook\/offline-ai$/, replacement: at('packages/offline-ai/src/index.ts') },
  { find: /^@storybook\/offline-ai\/testing$/, replacement: at('packages/offline-ai/src/testing/index.ts') },
  { find: /^@storybook\/offline-ai\/language$/, replacement: at('packages/offline-ai/src/language/index.ts') },
];
