import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorFallback } from '../components/error-fallback';

/** The router's error element, for errors thrown by the layout itself (pages have their own boundary). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);

  return (
    <div className="p-8">
      <ErrorFallback onRetry={() => window.location.reload()} />
    </div>
  );
}
