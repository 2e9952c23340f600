import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
// react-toastify 11 injects its own stylesheet when imported, so there is no CSS file to import.
import { ToastContainer } from 'react-toastify';
import { ErrorBoundary } from '../components/error-boundary';
import { ErrorFallback } from '../components/error-fallback';
import { TOAST_AUTO_CLOSE_MS } from '../config/toasts';
import { createQueryClient } from '../lib/query-client';

/** Everything the app needs around the router: server state, toasts, a last-resort error boundary. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  return (
    <ErrorBoundary
      fallback={({ reset }) => (
        <div className="p-8">
          <ErrorFallback onRetry={reset} />
        </div>
      )}
    >
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastContainer autoClose={TOAST_AUTO_CLOSE_MS} />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
