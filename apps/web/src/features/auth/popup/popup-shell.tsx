import type { ReactNode } from 'react';
import { LogoMark } from '../../../components/logo-mark';

/** The frame of the sign-in popup's pages: a small window of its own, without the navigation bar. */
export function PopupShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-5 py-8">
      <title>{`${title} · Storybook`}</title>
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-amber-200 sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <LogoMark className="size-10 shrink-0 -rotate-3" />
          <h1 className="font-display text-2xl font-extrabold tracking-tight text-ink">{title}</h1>
        </div>
        {children}
      </div>
    </main>
  );
}
