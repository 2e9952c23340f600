import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { ErrorFallback } from '../../components/error-fallback';
import { NavBar } from './nav-bar';
import { SessionEnded } from './session-ended';

/** Every page sits under the navigation bar (SPEC §2 "everywhere"). */
export function AppLayout() {
  const { pathname } = useLocation();

  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link print:hidden">
        Skip to content
      </a>
      <NavBar />
      {/* At least a screen tall: the footer stays below the first screen while a page loads, so it never jumps. */}
      <main id="main" tabIndex={-1} className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        {/* Keyed by path: a page that crashed gets a fresh try once the reader goes elsewhere. */}
        <ErrorBoundary key={pathname} fallback={({ reset }) => <ErrorFallback onRetry={reset} />}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <footer className="print:hidden border-t border-amber-200 px-4 py-4 text-center text-sm text-ink-soft">
        <Link to="/about" className="font-semibold underline decoration-coral-300 underline-offset-4 hover:text-coral-700">
          About
        </Link>
      </footer>
      <SessionEnded />
      <ScrollRestoration />
    </div>
  );
}
