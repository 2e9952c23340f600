import type { Plugin } from 'vite';

/**
 * Puts the app's stylesheet into index.html, so the first paint (the page's shell) needs no
 * second request: on a slow phone line that request would hold back everything on screen.
 * The CSP allows inline styles (they are also how React style attributes work).
 */
export function inlineCss(): Plugin {
  return {
    name: 'storybook:inline-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      let html = String(page.source);
      for (const [fileName, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'asset' || !fileName.endsWith('.css')) continue;
        const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
        if (!link.test(html)) continue;
        // The link stays, disabled (never fetched): lazily loaded chunks list the stylesheet as a
        // dependency and would load it again unless they find it linked already.
        html = html.replace(
          link,
          () => `<style>${String(chunk.source)}</style><link rel="stylesheet" href="/${fileName}" disabled>`,
        );
      }
      page.source = html;
    },
  };
}
