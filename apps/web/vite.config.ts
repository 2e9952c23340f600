import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { inlineCss } from './build/inline-css.js';
import { precompress } from './build/precompress.js';

// The API server of `npm run dev` (DESIGN.md: one Node process on :3002 serves `/api` and stored
// media). The Host header is passed through unchanged, so the server's same-origin check sees
// the page's own host.
const apiServer = { target: 'http://localhost:3002', changeOrigin: false };
const apiProxy = { '/api': apiServer, '/media': apiServer };

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineCss(), precompress()],
  resolve: {
    // `@storybook/source` points workspace packages (the contract) at their TypeScript source, so
    // the web app never needs the contract's `dist/` and sees its changes at once.
    conditions: ['@storybook/source', ...defaultClientConditions],
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        // The other libraries follow the code that uses them, so lazily loaded pages (creation,
        // profile, admin) and the PDF export bring their own and the reader's first load stays small.
        codeSplitting: {
          groups: [
            // Every library of the first load in one file: on a phone's HTTP/1.1 line each extra
            // file can cost a connection's round trip before the first picture shows.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|react-toastify|clsx)[\\/]/,
            },
            // zod's settings travel with zod, in a file of their own: it runs whole before any file
            // that builds a schema (the contract's, on every page) starts.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config\.ts$/ },
            { name: 'contract', test: /packages[\\/]contract[\\/]/ },
            // The app's shared code (the API client, shared components, sign-in) in one file with
            // the app's start: every page needs it, and one file is one round trip.
            { name: 'start', test: /apps[\\/]web[\\/]src[\\/](lib[\\/](?!zod-config)|components[\\/]|features[\\/]auth[\\/])/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
  },
});
