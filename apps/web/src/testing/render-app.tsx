import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';

/** The whole app (providers, layout, every route) at `path`, with the router to inspect. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router };
}
