import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { setStored } from '../../../lib/storage';
import { ProfilePage } from '../profile-page';

export const EMAIL = 'ann@example.org';

export function signInStored(): void {
  setStored('idToken', 'session-token');
  setStored('email', EMAIL);
  setStored('displayName', 'Ann Parent');
}

function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** `ui` with server state and toasts, as the app provides them. */
export function renderWithClient(ui: ReactNode, queryClient = testQueryClient()) {
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

function LocationProbe() {
  const location = useLocation();
  return <pre data-testid="location-state">{JSON.stringify(location.state)}</pre>;
}

/** /Profile opened with router state, and a /create page that shows the state it received. */
export function renderProfilePage(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/Profile', element: <ProfilePage /> },
      { path: '/create', element: <LocationProbe /> },
    ],
    { initialEntries: [{ pathname: '/Profile', state }] },
  );
  return { ...renderWithClient(<RouterProvider router={router} />), router };
}
