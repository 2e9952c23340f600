import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundariesPlugin from './tools/eslint/boundaries.js';

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Boundaries (docs/ARCHITECTURE.md). Server: a feature uses another only through its index.ts,
// and platform/ and ai/ never use a feature. Web: features never import each other; shared code never
// imports a feature or the app. The offline engine imports nothing of the apps.
const serverFeatures = folders('./apps/server/src/features/');
const webFeatures = folders('./apps/web/src/features/');
const boundaries = [
  ...serverFeatures.map((feature) => ({
    target: `./apps/server/src/features/${feature}`,
    from: './apps/server/src/features',
    except: [`./${feature}`, ...serverFeatures.filter((other) => other !== feature).map((other) => `./${other}/index`)],
    message: 'Use another feature only through its index.ts.',
  })),
  {
    target: './apps/server/src/platform',
    from: './apps/server/src/features',
    message: 'platform/ must not depend on a feature.',
  },
  {
    target: './apps/server/src/ai',
    from: './apps/server/src/features',
    message: 'ai/ must not depend on a feature.',
  },
  { target: './packages', from: './apps', message: 'Packages must not import the apps.' },
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'Web features never import each other; move shared code to components/, hooks/ or lib/.',
  })),
  {
    target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/hooks', './apps/web/src/config'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared web code must not import features or the app.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/zones': ['error', { root: import.meta.dirname, zones: boundaries }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
