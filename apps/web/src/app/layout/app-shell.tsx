import { LogoMark } from '../../components/logo-mark';

/**
 * What shows while a page's code is still on its way on the first visit: the same header shell
 * as index.html, so the screen does not go blank between the two. As tall as the navigation bar
 * (its buttons' row, 68 px), so what is under it does not move when the bar replaces it.
 */
export function AppShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b-2 border-amber-200/80 bg-cream/90">
        <div className="mx-auto flex min-h-17 max-w-6xl items-center gap-2 px-4 py-3 sm:px-6">
          <LogoMark className="size-9 shrink-0 -rotate-3" />
          <span className="font-display text-2xl font-extrabold tracking-tight text-coral-700">Storybook</span>
        </div>
      </header>
    </div>
  );
}
