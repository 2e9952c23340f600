import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastContainer } from 'react-toastify';

/** `ui` with server state and toasts, as the app provides them; no retries, so a failure shows at once. */
export function renderWithClient(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return {
    ...render(
      <QueryClientProvider client={queryClient}>
        {ui}
        <ToastContainer />
      </QueryClientProvider>,
    ),
    queryClient,
  };
}

/** A feature's pages (and probes of where they lead) opened at `entry`, with the router to inspect. */
export function renderRoutes(routes: RouteObject[], entry: string | { pathname: string; state?: unknown }) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  return { ...renderWithClient(<RouterProvider router={router} />), router };
}
