interface ErrorFallbackProps {
  onRetry?: () => void;
}

/** What a crashed region shows. A plain link home, since it may render outside the router. */
export function ErrorFallback({ onRetry }: ErrorFallbackProps) {
  return (
    <div role="alert" className="mx-auto max-w-md rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-amber-200">
      <h2 className="font-display text-2xl font-bold text-ink">Something went wrong</h2>
      <p className="mt-2 text-ink-soft">This part of the page could not be shown.</p>
      <div className="mt-6 flex justify-center gap-3">
        {onRetry && (
          <button type="button" onClick={onRetry} className="btn-primary">
            Try again
          </button>
        )}
        <a href="/" className="btn-secondary">
          Go to the home page
        </a>
      </div>
    </div>
  );
}
